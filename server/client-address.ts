/**
 * The visitor's address for rate limiting. Behind `TRUST_PROXY` = n reverse proxies, Fastify
 * takes the address n hops back in X-Forwarded-For (the hops our own proxies appended); with the
 * default 0 the header is ignored, because any client can write it. Whatever comes out must be an
 * IP address, or the socket's own address is used: a header value is never a key. IPv6 addresses
 * count per /64, the block one subscriber usually holds, so a visitor cannot rotate through
 * addresses of their own block to get a fresh limit.
 *
 * A static host's function (hosting/, docs/hosting.md "The visitor's address") sends the address
 * it saw in `X-Lead-Client-Address`, signed with LEAD_PROXY_SECRET: `address timestamp hmac`,
 * the HMAC-SHA256 of `address\ntimestamp` in hex (hosting/proxy-signature.ts makes it). The server
 * believes it only with a valid signature made within `proxySignatureMaxAgeSeconds`, so a direct
 * request that writes the header itself is counted by its socket address like any other.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/** Lower case, as Node presents request headers. */
export const proxyAddressHeader = 'x-lead-client-address';
/** How old (or, for a clock ahead of ours, how far ahead) a signature may be. */
export const proxySignatureMaxAgeSeconds = 60;

/**
 * The visitor's address: the one claimed (a verified signature's, or TRUST_PROXY's hop) when it is
 * an IP address, else the socket's. What the request log names with LOG_CLIENT_ADDRESS=1, so that
 * behind a static host the log says who visited, not the host's function (docs/decisions.md 137).
 */
export function clientAddress(claimed: string | undefined, socketAddress: string | undefined): string {
  return claimed && isIP(claimed) ? claimed : socketAddress && isIP(socketAddress) ? socketAddress : 'okänd';
}

/** The key every limit counts by: the visitor's address, IPv6 by its /64. */
export function clientKey(claimed: string | undefined, socketAddress: string | undefined): string {
  const address = clientAddress(claimed, socketAddress);
  if (isIP(address) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The HMAC the static host's function signs `address` at `timestamp` (seconds) with. */
export function proxySignature(secret: string, address: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${address}\n${timestamp}`).digest('hex');
}

/**
 * The address in a signed `X-Lead-Client-Address` header, or undefined when there is no secret,
 * no header, or the header is malformed, expired or not signed with `secret`.
 */
export function verifiedProxyAddress(header: string | string[] | undefined, secret: string | undefined, now = Date.now()): string | undefined {
  if (!secret || typeof header !== 'string') return undefined;
  const match = /^(\S+) (\d{1,12}) ([0-9a-f]{64})$/.exec(header);
  const [, address, time, signature] = match ?? [];
  if (!address || !time || !signature || !isIP(address)) return undefined;
  const timestamp = Number(time);
  if (Math.abs(now / 1000 - timestamp) > proxySignatureMaxAgeSeconds) return undefined;
  const expected = Buffer.from(proxySignature(secret, address, timestamp), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? address : undefined;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const parts = (text: string) => (text ? text.split(':') : []);
  const left = parts(head);
  const right = parts(tail);
  const zeros = address.includes('::') ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...zeros, ...right].map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''));
}
