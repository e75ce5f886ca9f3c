/**
 * Fetching a partner's calendar by its secret address. The address is the partner's to give, so
 * the server guards what it connects to (docs/decisions.md 164): https only (webcal:// is read as
 * https://, as calendar programs do), and never an address on this machine or the firm's own
 * network — loopback, private, link-local (a cloud's metadata service) or unique-local — checked
 * on the address the name resolves to at connection time, so a name that changes its answer
 * cannot slip past; up to three redirects, each checked the same way; at most 5 MB in 20 s.
 * `CALENDAR_LOCAL_ADDRESSES=1` lifts the network guard (and allows http) for a calendar server
 * on the firm's own network, and for the tests' Radicale on loopback.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { CalendarError } from './calendar-feed';

export interface FetchOptions {
  allowLocal: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

/** Addresses a feed may not be fetched from (IPv4 and IPv6 ranges not on the public internet). */
export function isLocalAddress(address: string): boolean {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.(\d+)$/i.exec(address);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || /^ff/.test(v6);
}

/** The address of a calendar as given, as the URL fetched: webcal as https; anything else refused in Swedish. */
export function feedUrl(given: string, allowLocal: boolean): URL {
  let url: URL;
  try {
    url = new URL(given.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw new CalendarError('Adressen är ingen webbadress. Klistra in kalenderns hemliga adress i iCal-format, den slutar oftast på .ics.');
  }
  if (url.protocol !== 'https:' && !(allowLocal && url.protocol === 'http:'))
    throw new CalendarError('Kalenderns adress ska börja med https:// (eller webcal://).');
  if (url.username || url.password) throw new CalendarError('Adressen får inte innehålla användarnamn eller lösenord.');
  return url;
}

/** dns.lookup that refuses local addresses, so the check holds for the address actually connected to. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    const local = list.find((entry) => isLocalAddress(entry.address));
    const [first] = list;
    if (local || !first) return callback(Object.assign(new Error('local address'), { code: 'ELOCALADDRESS' }), '', 0);
    if (options.all) return callback(null, list);
    callback(null, first.address, first.family);
  });
};

const reasons: Readonly<Record<string, string>> = {
  ELOCALADDRESS: 'adressen pekar på en dator i ett internt nätverk, som servern inte hämtar från',
  ENOTFOUND: 'namnet i adressen finns inte',
  EAI_AGAIN: 'namnet i adressen kunde inte slås upp just nu',
  ECONNREFUSED: 'servern tog inte emot anslutningen',
  ECONNRESET: 'servern bröt anslutningen',
  ETIMEDOUT: 'servern svarade inte i tid',
  CERT_HAS_EXPIRED: 'serverns certifikat har gått ut',
};

function once(url: URL, { allowLocal, timeoutMs = 20_000, maxBytes = 5_000_000 }: FetchOptions): Promise<{ status: number; location?: string; text: string }> {
  if (!allowLocal && isIP(url.hostname.replace(/^\[|\]$/g, '')) && isLocalAddress(url.hostname.replace(/^\[|\]$/g, '')))
    return Promise.reject(new CalendarError(`Kalendern kunde inte hämtas: ${reasons.ELOCALADDRESS}.`));
  const get = url.protocol === 'https:' ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const request = get(
      url,
      {
        headers: { Accept: 'text/calendar, */*;q=0.5', 'User-Agent': 'nordvik-cfo-kalender/1' },
        timeout: timeoutMs,
        ...(allowLocal ? {} : { lookup: guardedLookup }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy(new CalendarError(`Kalendern är större än ${Math.round(maxBytes / 1_000_000)} MB och läses inte.`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ...(response.headers.location ? { location: response.headers.location } : {}),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof CalendarError) return reject(error);
      reject(new CalendarError(`Kalendern kunde inte hämtas: ${reasons[error.code ?? ''] ?? error.code ?? error.message}.`));
    });
  });
}

/** The feed's text, following up to three redirects; a CalendarError (Swedish) for anything but a 200. */
export async function fetchFeed(address: string, options: FetchOptions): Promise<string> {
  let url = feedUrl(address, options.allowLocal);
  for (let hop = 0; hop <= 3; hop++) {
    const answer = await once(url, options);
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      url = feedUrl(new URL(answer.location, url).href, options.allowLocal);
      continue;
    }
    if (answer.status === 200) return answer.text;
    const why =
      answer.status === 404 || answer.status === 410
        ? 'adressen finns inte längre (har kalendern delats på nytt med en ny adress?)'
        : answer.status === 401 || answer.status === 403
          ? 'servern nekade åtkomst (är adressen den hemliga adressen i iCal-format?)'
          : `servern svarade HTTP ${answer.status}`;
    throw new CalendarError(`Kalendern kunde inte hämtas: ${why}.`);
  }
  throw new CalendarError('Kalendern kunde inte hämtas: för många omdirigeringar.');
}
