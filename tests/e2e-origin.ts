/**
 * What a real browser sends with a form post, for the same-site rule (server/leads/same-site.ts,
 * docs/decisions.md "Same-site posts only"), in Chromium, Firefox and WebKit:
 *
 *  - `recordingProxy`: the built site through a reverse proxy on a loopback port of its own, as
 *    a visitor with scripts turned off gets it (every <script> removed from the HTML, so the
 *    plain form is what posts), recording the `Origin` and `Sec-Fetch-Site` of each POST to the
 *    lead endpoint. `Host` is passed on, so the lead server sees what it would behind nginx.
 *  - `crossSitePage`: another website (127.0.0.2) whose page makes its visitor's browser post a
 *    complete lead, with a form token it fetched server-side, to the site as soon as it opens.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentHeaders {
  origin: string | undefined;
  secFetchSite: string | undefined;
}

export interface RecordingProxy {
  origin: string;
  posts: SentHeaders[];
  close(): Promise<void>;
}

const listen = (server: Server, host: string) =>
  new Promise<string>((resolve) => server.listen(0, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`)));
const closing = (server: Server) => () => new Promise<void>((resolve) => server.close(() => resolve()));

export async function recordingProxy(target: string): Promise<RecordingProxy> {
  const posts: SentHeaders[] = [];
  const server = createServer((incoming, outgoing) => {
    if (incoming.method === 'POST' && incoming.url?.startsWith('/api/leads')) {
      posts.push({ origin: incoming.headers.origin, secFetchSite: incoming.headers['sec-fetch-site'] as string | undefined });
    }
    // Uncompressed, so the HTML can be edited on its way.
    const headers = { ...incoming.headers };
    delete headers['accept-encoding'];
    const forwarded = httpRequest(`${target}${incoming.url}`, { method: incoming.method, headers }, (answer) => {
      const html = (answer.headers['content-type'] ?? '').startsWith('text/html');
      if (!html) {
        outgoing.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.from(
          Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<script\b[\s\S]*?<\/script>/gi, ''),
        );
        outgoing.writeHead(answer.statusCode!, { ...answer.headers, 'content-length': String(body.length) });
        outgoing.end(body);
      });
    });
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  return { origin: await listen(server, '127.0.0.1'), posts, close: closing(server) };
}

export interface CrossSitePage {
  /** The other website's page that posts to the site on load. */
  url: string;
  close(): Promise<void>;
}

/** Another website, on another loopback address, auto-submitting a lead for `company` to `site`. */
export async function crossSitePage(site: string, company: string): Promise<CrossSitePage> {
  const { formToken } = (await (await fetch(`${site}/api/form-token`)).json()) as { formToken: string };
  const fields: Record<string, string> = {
    kind: 'booking',
    page: '/boka-mote',
    formToken,
    idempotencyKey: `korsplats-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    website: '',
    company,
    name: 'Åsa Öberg',
    email: 'asa.oberg@exempel.se',
    phone: '070-123 45 67',
    meetingFormat: 'video',
    revenue: '15-30',
  };
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`)
    .join('');
  const html = `<!doctype html><meta charset="utf-8"><title>Vinn en resa</title><form method="post" action="${site}/api/leads">${inputs}</form><script>document.forms[0].submit()</script>`;
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  return { url: `${await listen(server, '127.0.0.2')}/`, close: closing(server) };
}
