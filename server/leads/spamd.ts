/**
 * SpamAssassin's verdict, when the operator runs its daemon (`SPAMD_ADDRESS`, docs/decisions.md
 * 135): the lead is written as the e-mail a visitor would have sent and checked with spamd's own
 * protocol (SPAMC/1.5, `SYMBOLS`: the score, the threshold and the names of the rules that hit),
 * over a plain TCP connection to the daemon on the same host or network. SpamAssassin's network
 * tests, rules and Bayes store are the operator's (Debian's `spamassassin` and `spamd` packages,
 * `sa-update`); its verdict is one signal among the others, never the only word.
 *
 * A daemon that is down, slow or answers what this does not understand gives no verdict: the lead
 * is judged without it and the log says so. A lead is never refused or lost for it.
 */
import { connect } from 'node:net';

export interface SpamdConfig {
  host: string;
  port: number;
  timeoutMs: number;
}

export interface AssassinVerdict {
  score: number;
  required: number;
  rules: string[];
  /** As signal points (spam.ts): spam holds with one more signal's help; half-way counts one. */
  points: number;
  detail: string;
}

/** The lead as the mail SpamAssassin's rules are written for. */
export function assassinMessage(lead: { company?: string; name?: string; email?: string; texts: readonly string[] }, now = new Date()): string {
  const header = (text: string) => text.replace(/[\r\n]+/g, ' ');
  const body = [lead.company ? `Företag: ${lead.company}` : '', lead.name ? `Namn: ${lead.name}` : '', '', ...lead.texts].join('\r\n');
  return [
    `From: ${header(lead.name ?? '')} <${header(lead.email ?? '')}>`,
    'To: <formular@example.com>',
    'Subject: Förfrågan via webbplatsens formulär',
    `Date: ${now.toUTCString()}`,
    `Message-ID: <formular-${now.getTime()}@localhost>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
    '',
  ].join('\r\n');
}

/** spamd's answer to SYMBOLS: `Spam: True ; 15.3 / 5.0` and the rules, or undefined if it is not one. */
export function parseSpamdAnswer(answer: string): Omit<AssassinVerdict, 'points' | 'detail'> | undefined {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  if (!/^SPAMD\/\d\.\d+ 0 EX_OK/.test(head)) return undefined;
  const spam = /^Spam: (?:True|False|Yes|No) ; (-?\d+(?:\.\d+)?) \/ (-?\d+(?:\.\d+)?)$/im.exec(head);
  if (!spam) return undefined;
  const rules = body
    .trim()
    .split(',')
    .map((rule) => rule.trim())
    .filter((rule) => /^[A-Z0-9_]+$/.test(rule));
  return { score: Number(spam[1]), required: Number(spam[2]), rules };
}

/** As signal points and the partner's words. */
export function assassinVerdict(parsed: Omit<AssassinVerdict, 'points' | 'detail'>): AssassinVerdict {
  const { score, required } = parsed;
  const points = score >= required ? 3 : score >= required / 2 ? 1 : 0;
  const number = (value: number) => value.toLocaleString('sv-SE', { maximumFractionDigits: 1 });
  const rules = parsed.rules.slice(0, 6).join(', ');
  return { ...parsed, points, detail: `SpamAssassin ger ${number(score)} poäng (gränsen är ${number(required)})${rules ? `: ${rules}` : ''}.` };
}

/** Asks spamd about `message`; undefined (and `warn` told why) when it gives no verdict in time. */
export function askSpamd({ host, port, timeoutMs }: SpamdConfig, message: string, warn: (why: string) => void): Promise<AssassinVerdict | undefined> {
  return new Promise((resolve) => {
    const bytes = Buffer.from(message, 'utf8');
    const chunks: Buffer[] = [];
    const socket = connect({ host, port });
    const done = (verdict: AssassinVerdict | undefined, why?: string) => {
      socket.destroy();
      if (why) warn(why);
      resolve(verdict);
    };
    socket.setTimeout(timeoutMs, () => done(undefined, `spamd svarade inte inom ${timeoutMs / 1000} s`));
    socket.on('error', (error) => done(undefined, `spamd kunde inte nås: ${error.message}`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      const parsed = parseSpamdAnswer(Buffer.concat(chunks).toString('utf8'));
      done(parsed && assassinVerdict(parsed), parsed ? undefined : 'spamd gav ett svar som inte gick att läsa');
    });
    socket.on('connect', () => {
      socket.write(`SYMBOLS SPAMC/1.5\r\nContent-length: ${bytes.length}\r\n\r\n`);
      socket.end(bytes);
    });
  });
}
