/**
 * The visitor's address, signed for the lead server (server/client-address.ts verifies it; the
 * format is described there and in docs/hosting.md "The visitor's address"). Shared by the
 * static hosts' functions (cloudflare/functions/api/[[path]].ts, netlify/functions/lead-proxy.mts);
 * WebCrypto only, which Cloudflare Workers, Netlify and Node all have.
 */
export const proxyAddressHeader = 'X-Lead-Client-Address';

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** `address timestamp hmac`: HMAC-SHA256 of `address\ntimestamp` (seconds) with `secret`, in hex. */
export async function signedAddress(secret: string, address: string, now = Date.now()): Promise<string> {
  const timestamp = Math.floor(now / 1000);
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${address}\n${timestamp}`));
  return `${address} ${timestamp} ${hex(mac)}`;
}

export interface ProxyEnv {
  /** Where `npm start` runs, e.g. https://leads.example.se. */
  LEAD_ORIGIN?: string;
  /** The same value as the lead server's LEAD_PROXY_SECRET. */
  LEAD_PROXY_SECRET?: string;
}

/**
 * The visitor's request, sent on to the lead server with the address the host saw signed in
 * `X-Lead-Client-Address` (one a visitor sent is dropped). Without a secret it is sent unsigned
 * and the lead server counts every visitor as the host: said loudly in the host's log.
 */
export async function forwardToLeadServer(request: Request, env: ProxyEnv, visitorAddress: string | undefined): Promise<Response> {
  if (!env.LEAD_ORIGIN)
    return new Response('LEAD_ORIGIN saknas i värdens miljövariabler.', { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, env.LEAD_ORIGIN);
  const headers = new Headers(request.headers);
  for (const name of [proxyAddressHeader, 'Host', 'Connection', 'Content-Length', 'Transfer-Encoding']) headers.delete(name);
  if (env.LEAD_PROXY_SECRET && visitorAddress) {
    headers.set(proxyAddressHeader, await signedAddress(env.LEAD_PROXY_SECRET, visitorAddress));
  } else {
    console.error('LEAD_PROXY_SECRET saknas: lead-servern räknar alla besökare som en adress (docs/hosting.md).');
  }
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return fetch(target, { method: request.method, headers, body, redirect: 'manual' });
}
