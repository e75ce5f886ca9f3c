/**
 * How the firm hears of a lead: an e-mail over SMTP (nodemailer) and/or a signed JSON webhook.
 * Senders only send; the outbox decides when to try and when to give up. A sender throws a
 * NotifyError marked `permanent` when trying again cannot help (the receiver refused the message
 * itself), anything else is retried.
 */
import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import { leadEmail } from './lead-email';
import { neutralise } from './lead-format';
import { leadView, type SiteFacts } from './lead-view';
import type { Channel, StoredLead } from './store';

export class NotifyError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

export type Sender = (lead: StoredLead, deliveryId: number) => Promise<void>;

/** The domain of the sender's address, for Message-IDs of our own (RFC 5322: unique in that domain). */
export function senderDomain(from: string): string {
  return /@([^@\s<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export function smtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    // One connection per mail (no pool): a failure is this mail's and comes back at once, so the
    // outbox alone decides about retries. Leads are few; the set-up cost per mail does not matter.
    // A receiver that hangs must not hold the outbox forever.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/**
 * A notification's own name: the lead's number and the database's random identity (migration 5),
 * so that two databases, or a restored copy (which `leads restore` gives a new identity), never
 * name two leads alike (docs/decisions.md "Restore"). `lead-516.3f9a…` — the same on every retry.
 */
export const notificationName = (leadId: number, identity: string) => `lead-${leadId}.${identity}`;

export function emailSender({ smtpUrl, to, from }: { smtpUrl: string; to: string; from: string }, site: SiteFacts, identity: string): Sender {
  const transport = smtpTransport(smtpUrl);
  const domain = senderDomain(from);
  return async (lead, deliveryId) => {
    const { subject, text, html } = leadEmail(leadView(lead, site));
    try {
      await transport.sendMail({
        from,
        to,
        // An address with å, ä or ö before the @ is kept as typed: the e-mail tells the partner it may need care.
        replyTo: { name: neutralise(lead.fields.name ?? ''), address: lead.fields.email ?? '' },
        subject,
        text,
        html,
        // The same id on a retry lets mail programs recognise a duplicate if an earlier try got through.
        messageId: `<${notificationName(lead.id, identity)}-${deliveryId}@${domain}>`,
        headers: { 'X-Lead-Id': String(lead.id) },
      });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      throw new NotifyError(`SMTP: ${(error as Error).message}`.slice(0, 500), code !== undefined && code >= 500 && code < 600);
    }
  };
}

/** The webhook's JSON body: the codes as stored in `fields`, the labels the visitor saw in `labels`. */
export function webhookPayload(lead: StoredLead, site: SiteFacts) {
  const view = leadView(lead, site);
  return {
    event: 'lead.created',
    id: lead.id,
    kind: lead.kind,
    page: lead.page,
    createdAt: lead.createdAt,
    idempotencyKey: lead.idempotencyKey,
    fields: lead.fields,
    subject: view.subject,
    urgent: view.urgent,
    pageUrl: view.pageUrl,
    labels: view.fields.map(({ field, label, text }) => ({ field, label, text })),
    // A lure is marked for the receiver too: a CRM should not show its links as safe (docs/decisions.md 134).
    ...(view.warning ? { warning: view.warning } : {}),
  };
}

/**
 * `X-Lead-Signature: sha256=<hex>` is HMAC-SHA256 with WEBHOOK_SECRET over
 * `<X-Lead-Timestamp>.<raw body>`; the timestamp (Unix seconds) lets a receiver refuse replays.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function webhookSender({ url, secret }: { url: string; secret: string }, site: SiteFacts, identity: string): Sender {
  return async (lead, deliveryId) => {
    const body = JSON.stringify(webhookPayload(lead, site));
    const timestamp = String(Math.floor(Date.now() / 1000));
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'nordvik-cfo-leads/1',
          'X-Lead-Timestamp': timestamp,
          'X-Lead-Signature': webhookSignature(secret, timestamp, body),
          'X-Lead-Delivery': String(deliveryId),
          'Idempotency-Key': notificationName(lead.id, identity),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new NotifyError(`webhook: ${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`);
    }
    await response.body?.cancel();
    if (response.ok) return;
    // A 4xx says the receiver refuses this message; only a timeout or "slow down" is worth retrying.
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
    throw new NotifyError(`webhook: HTTP ${response.status}`, permanent);
  };
}

export type Senders = Partial<Record<Channel, Sender>>;
