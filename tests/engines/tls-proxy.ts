/**
 * A TLS front for the e2e server on loopback, for WebKit (tests/webkit/konto-phone.spec.ts): WebKitGTK
 * keeps no `Secure` cookie set over plain http, even on 127.0.0.1, so the workspace's
 * `__Host-konto` needs https there, as behind the real site's TLS. The certificate is made for
 * 127.0.0.1 with Debian's openssl, lives for one day in a temporary folder, and the browser is
 * told to accept it (WebDriver's acceptInsecureCerts). Requests pass through unchanged, Host and
 * Origin included, so the server sees what it would behind a TLS-terminating proxy.
 *
 * MiniBrowser's window cannot be narrower than about 450 px, so the proxy also serves a phone's
 * frame: `/__telefon?bredd=320&sida=/konto/…` shows the page in a same-origin iframe that wide,
 * whose own viewport (and so its media queries) is then a 320 px phone's. For that alone the
 * proxy lets the site be framed by itself: `frame-ancestors 'none'` becomes `'self'` and
 * X-Frame-Options goes; nothing else in the answers changes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TlsProxy {
  url: string;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** https://127.0.0.1:<free port> in front of http://127.0.0.1:`targetPort`. */
export async function startTlsProxy(targetPort: number): Promise<TlsProxy> {
  const server = createServer(selfSignedCertificate(), (incoming, outgoing) => {
    const frame = /^\/__telefon\?bredd=(\d{3})&sida=(\/[^"<>\s]*)$/.exec(incoming.url ?? '');
    if (frame) {
      outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      outgoing.end(
        `<!doctype html><html lang="sv"><title>Telefon</title><body style="margin:0"><iframe title="Telefon" src="${frame[2]}" style="width:${frame[1]}px;height:800px;border:0"></iframe>`,
      );
      return;
    }
    const forwarded = request({ host: '127.0.0.1', port: targetPort, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      const headers = { ...answer.headers };
      delete headers['x-frame-options'];
      const policy = headers['content-security-policy'];
      if (typeof policy === 'string') headers['content-security-policy'] = policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
      outgoing.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
