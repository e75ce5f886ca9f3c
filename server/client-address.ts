/**
 * The visitor's address for rate limiting. Behind `TRUST_PROXY` = n reverse proxies, Fastify
 * takes the address n hops back in X-Forwarded-For (the hops our own proxies appended); with the
 * default 0 the header is ignored, because any client can write it. Whatever comes out must be an
 * IP address, or the socket's own address is used: a header value is never a key. IPv6 addresses
 * count per /64, the block one subscriber usually holds, so a visitor cannot rotate through
 * addresses of their own block to get a fresh limit.
 */
import { isIP } from 'node:net';

export function clientKey(claimed: string | undefined, socketAddress: string | undefined): string {
  const address = claimed && isIP(claimed) ? claimed : socketAddress && isIP(socketAddress) ? socketAddress : 'okänd';
  if (isIP(address) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const parts = (text: string) => (text ? text.split(':') : []);
  const left = parts(head);
  const right = parts(tail);
  const zeros = address.includes('::') ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...zeros, ...right].map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''));
}
