/**
 * Reading a posted body strictly: only application/json and application/x-www-form-urlencoded,
 * only UTF-8 (invalid bytes are refused rather than silently turned into U+FFFD), and always an
 * object of fields. Each failure is a BodyError naming its refusal (refusal-codes.ts) and carrying
 * the Swedish message.
 */
import { messages } from '~/src/lead-form/messages';
import type { RefusalName } from './refusal-codes';

type BodyRefusal = Extract<RefusalName, 'wrongContentType' | 'badEncoding' | 'empty' | 'badJson' | 'notAnObject'>;

export class BodyError extends Error {
  constructor(readonly refusal: BodyRefusal) {
    super(messages[refusal]);
  }
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The charset parameter, if any, must be UTF-8 (a form's accept-charset can ask for others). */
export function checkCharset(contentType: string | undefined): void {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  if (charset && !/^utf-?8$/i.test(charset)) throw new BodyError('wrongContentType');
}

function decode(body: Buffer): string {
  try {
    return decoder.decode(body);
  } catch {
    throw new BodyError('badEncoding');
  }
}

export function parseJsonBody(body: Buffer): Record<string, unknown> {
  const text = decode(body);
  if (text.trim() === '') throw new BodyError('empty');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyError('badJson');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BodyError('notAnObject');
  return value as Record<string, unknown>;
}

/**
 * application/x-www-form-urlencoded as browsers send it. Percent-escapes must decode to valid
 * UTF-8 (URLSearchParams would quietly substitute U+FFFD). A name sent twice becomes a list, which
 * the schema then refuses as the wrong type, rather than one value silently winning.
 */
export function parseFormBody(body: Buffer): Record<string, unknown> {
  const text = decode(body);
  if (text.trim() === '') throw new BodyError('empty');
  const entries = new Map<string, string | string[]>();
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const [rawName, rawValue] = at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      throw new BodyError('badEncoding');
    }
    const previous = entries.get(name);
    entries.set(name, previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value]);
  }
  if (entries.size === 0) throw new BodyError('empty');
  return Object.fromEntries(entries);
}
