/**
 * Are the notification settings right? Checked at start and kept up to date by every send, so a
 * wrong SMTP port or a webhook host that does not answer shows at once — as a warning in the log
 * and a failing /readyz — instead of as leads nobody hears of (README "Failures are seen").
 * The server still starts: the leads are stored, and go out once the setting is fixed.
 */
import { connect } from 'node:net';
import { smtpTransport } from './notify';
import type { LeadConfig } from './config';
import type { Channel } from './store';

export interface ChannelState {
  ok: boolean;
  /** When this was last learnt (a check at start, or a send). */
  at: string;
  /** What went wrong, without secrets (no password, no URL query). */
  error?: string;
}

/** SMTP: connect, greet and log in (nodemailer's verify). Sends nothing. */
async function checkSmtp(smtpUrl: string): Promise<void> {
  const transport = smtpTransport(smtpUrl);
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}

/** Webhook: can its host be reached? A TCP connection only, so the receiver gets no fake lead. */
function checkWebhook(url: string, timeoutMs = 5_000): Promise<void> {
  const { hostname, port, protocol } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || (protocol === 'https:' ? 443 : 80)), timeout: timeoutMs });
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('timeout', () => {
      socket.destroy();
      reject(new Error(`ingen kontakt med ${hostname} inom ${timeoutMs / 1000} s`));
    });
    socket.once('error', reject);
  });
}

/**
 * Webhook, while notifications wait for it (outbox.ts): does its address answer HTTP again? A HEAD
 * request without a lead, body or signature; any answer but a server error, a timeout or "slow
 * down" counts as up. A TCP connection alone would count a proxy whose application is down.
 */
async function probeWebhook(url: string, timeoutMs = 5_000): Promise<void> {
  const response = await fetch(url, {
    method: 'HEAD',
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'User-Agent': 'nordvik-cfo-leads/1' },
  });
  await response.body?.cancel();
  if (response.status >= 500 || response.status === 408 || response.status === 429) throw new Error(`HTTP ${response.status}`);
}

/** The look the outbox takes at a channel that failed, every NOTIFY_PROBE_SECONDS until it answers (outbox.ts). */
export function channelProbe(config: Pick<LeadConfig, 'email' | 'webhook'>, channel: Channel): (() => Promise<void>) | undefined {
  const { email, webhook } = config;
  if (channel === 'email' && email) return () => checkSmtp(email.smtpUrl);
  if (channel === 'webhook' && webhook) return () => probeWebhook(webhook.url);
  return undefined;
}

export const reason = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return `${code ? `${code}: ` : ''}${message ?? String(error)}`.slice(0, 300);
};

export async function checkChannels(config: Pick<LeadConfig, 'email' | 'webhook'>): Promise<Partial<Record<Channel, ChannelState>>> {
  const checks: [Channel, () => Promise<void>][] = [];
  const { email, webhook } = config;
  if (email) checks.push(['email', () => checkSmtp(email.smtpUrl)]);
  if (webhook) checks.push(['webhook', () => checkWebhook(webhook.url)]);
  const states = await Promise.all(
    checks.map(async ([channel, check]): Promise<[Channel, ChannelState]> => {
      try {
        await check();
        return [channel, { ok: true, at: new Date().toISOString() }];
      } catch (error) {
        return [channel, { ok: false, at: new Date().toISOString(), error: reason(error) }];
      }
    }),
  );
  return Object.fromEntries(states);
}
