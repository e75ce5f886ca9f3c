/**
 * Every error the server itself sends, in Swedish and in the site's own layout: the build
 * prerenders an error page around an empty slot (src/lead-form/contract.ts `endpointFiles`), and
 * this module puts the heading and what to do into it. Used for Fastify's answers (400 for a
 * malformed address, 404, 500) and for the ones Node writes straight to the socket (400, 408, 431
 * from `clientError`), which get the security headers too.
 */
import { STATUS_CODES } from 'node:http';
import { escapeHtml } from './html';
import type { SlotTemplate } from './slot-template';

interface ErrorText {
  heading: string;
  text: string;
}

export const errorTexts: Record<number, ErrorText> = {
  400: { heading: 'Adressen gick inte att läsa', text: 'Adressen eller förfrågan innehöll tecken som inte går att tolka. Kontrollera adressen, eller gå till startsidan och välj sidan i menyn.' },
  408: { heading: 'Förfrågan tog för lång tid', text: 'Servern väntade för länge på att förfrågan skulle komma fram. Kontrollera anslutningen och försök igen.' },
  413: { heading: 'Förfrågan är för stor', text: 'Förfrågan var större än vad servern tar emot. Korta ned texten och försök igen.' },
  431: { heading: 'Förfrågan hade för mycket extra data', text: 'Webbläsaren skickade för stora huvuden, oftast för många eller för stora kakor (cookies). Rensa webbplatsens kakor och försök igen.' },
  500: { heading: 'Något gick fel hos oss', text: 'Sidan kunde inte visas just nu. Försök igen om en stund, eller ring eller mejla oss.' },
  503: { heading: 'Tjänsten är tillfälligt otillgänglig', text: 'Vi kan inte ta emot förfrågningar just nu. Försök igen om en stund, eller ring eller mejla oss.' },
};

export function errorPageHtml(template: SlotTemplate, status: number): string {
  const { heading, text } = errorTexts[status] ?? errorTexts[status >= 500 ? 500 : 400]!;
  return template.fill(`<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(text)}</p>\n<p><a href="/">Till startsidan</a></p>`);
}

/** A complete raw HTTP response for Node's `clientError` event, where no reply object exists. */
export function rawErrorResponse(template: SlotTemplate, status: number, headers: Record<string, string>): string {
  const body = Buffer.from(errorPageHtml(template, status));
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: text/html; charset=utf-8',
    `Content-Length: ${body.length}`,
    'Cache-Control: no-store',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body.toString('utf8')}`;
}
