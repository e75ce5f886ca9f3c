/**
 * A real SMTP server on loopback (the smtp-server package) that keeps what it receives: the lead
 * server's notifications arrive here in the lead tests and the end-to-end tests. Optionally
 * writes each message to a folder, for Playwright's worker processes to read.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft line breaks and =XX escapes undone (for searching). */
  text: string;
}

export interface SmtpSink {
  port: number;
  messages: SinkMessage[];
  /** Resolves when a message whose text contains `needle` has arrived. */
  waitFor(needle: string, timeoutMs?: number): Promise<SinkMessage>;
  close(): Promise<void>;
}

/** Undoes quoted-printable (and keeps everything else), so UTF-8 text can be searched for. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The first kept message containing `needle`, now or when it arrives; `waiters` are woken on each new message. */
function waitForMessage(messages: SinkMessage[], waiters: Set<() => void>, needle: string, timeoutMs: number): Promise<SinkMessage> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = messages.find((m) => m.text.includes(needle));
      if (!found) return false;
      waiters.delete(check);
      clearTimeout(timer);
      resolve(found);
      return true;
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`No e-mail containing "${needle}" within ${timeoutMs} ms (${messages.length} received)`));
    }, timeoutMs);
    waiters.add(check);
    check();
  });
}

/** `refuse`: answer every message with this SMTP reply instead of keeping it (a receiver's policy refusal). */
export async function startSmtpSink({
  port = 0,
  dir,
  refuse,
}: { port?: number; dir?: string; refuse?: { code: number; text: string } } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters = new Set<() => void>();
  if (dir) mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // Loopback only: no reverse DNS for the client's address.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse) return callback(Object.assign(new Error(refuse.text), { responseCode: refuse.code }));
        const raw = Buffer.concat(chunks).toString('utf8');
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        };
        messages.push(message);
        if (dir) writeFileSync(path.join(dir, `${Date.now()}-${messages.length}-${process.pid}.eml`), raw);
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    waitFor: (needle, timeoutMs = 15_000) => waitForMessage(messages, waiters, needle, timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
