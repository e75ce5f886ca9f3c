/** A webhook receiver on loopback that verifies the signature itself (not with the server's code). */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const webhookSecret = 'test-webhook-secret-0123456789';

export interface Hook {
  headers: IncomingMessage['headers'];
  body: string;
  signatureOk: boolean;
  /** What the receiver answered. */
  status: number;
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

export async function startWebhookReceiver(status = () => 204) {
  const received: Hook[] = [];
  /** HEAD requests: the outbox looking whether a failing receiver answers again (server/leads/channel-check.ts). */
  const looks: number[] = [];
  const server: Server = createServer((request, response) => {
    if (request.method === 'HEAD') {
      const answer = status();
      looks.push(answer);
      response.writeHead(answer).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(request.headers['x-lead-timestamp']);
      const expected = `sha256=${createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('hex')}`;
      const answer = status();
      received.push({ headers: request.headers, body, signatureOk: request.headers['x-lead-signature'] === expected, status: answer });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`,
    received,
    looks,
    /** The lead ids of the deliveries, in the order they came. */
    leadIds: () => received.map((hook) => (JSON.parse(hook.body) as { id: number }).id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
