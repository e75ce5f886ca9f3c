/**
 * Every error the server itself sends, in Swedish and in the site's own layout: the build
 * prerenders an error page around an empty slot (src/lead-form/contract.ts `endpointFiles`), and
 * this module puts the heading and what to do into it — site.yaml's `errors.statuses`, built
 * into `endpointFiles.texts`. Used for Fastify's answers (400 for a
 * malformed address or a missing Host, 404, 500), for the ones Node writes straight to the socket
 * (400, 408, 431 from `clientError`) and for an unknown Expect (417, Node's `checkExpectation`),
 * which get the security headers too.
 */
import { STATUS_CODES } from 'node:http';
import { homePath } from '../src/content/routes';
import type { EndpointTexts } from '../src/lead-form/texts';
import { escapeHtml } from '../src/shared/escape-html';
import type { SlotTemplate } from './slot-template';

/** The statuses the server answers with a page of its own; any other falls back to 400 or 500. */
export const errorStatuses = [400, 404, 408, 413, 431, 500, 503] as const;

export function errorPageHtml(template: SlotTemplate, texts: EndpointTexts, status: number): string {
  const key = String(errorStatuses.find((s) => s === status) ?? (status >= 500 ? 500 : 400)) as keyof EndpointTexts['errors'];
  const { heading, text } = texts.errors[key];
  return template.fill(`<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(text)}</p>\n<p><a href="${homePath}">${escapeHtml(texts.home)}</a></p>`);
}

/** A complete raw HTTP response for Node's `clientError` event, where no reply object exists. */
export function rawErrorResponse(template: SlotTemplate, texts: EndpointTexts, status: number, headers: Record<string, string>): string {
  const body = Buffer.from(errorPageHtml(template, texts, status));
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
