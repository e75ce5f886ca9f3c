/**
 * Bytes → text, refusing what would publish damaged words (issue 12): a file saved as Latin-1 or
 * UTF-16, invisible control characters, and the replacement character � that a conversion left
 * where a letter used to be. Reading a file as 'utf8' would swap bad bytes for � silently.
 */
import { catalogue, problem } from './problem-catalogue';
import type { Problem } from './problem';

/** 1-based line and column (in characters, as an editor counts them) of `offset` in `text`. */
export function linePosition(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: (before.match(/\n/g)?.length ?? 0) + 1, col: [...before.slice(lineStart)].length + 1 };
}

/** UTF-16 by its byte-order mark, or by the zero bytes every ASCII character brings in UTF-16. */
function utf16Kind(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'UTF-16 LE';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'UTF-16 BE';
  const sample = bytes.subarray(0, 512);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] !== 0) continue;
    if (i % 2 === 0) even++;
    else odd++;
  }
  const half = sample.length / 2;
  if (odd > half * 0.3 && even === 0) return 'UTF-16 LE';
  if (even > half * 0.3 && odd === 0) return 'UTF-16 BE';
  return undefined;
}

// C0 and C1 controls other than tab, line feed and carriage return: never part of a text, and
// C1 controls are what Windows-1252 punctuation turns into when read as Latin-1.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export type Decoded = { text: string; problem?: undefined } | { text?: undefined; problem: Problem };

export function decodeSource(file: string, bytes: Uint8Array): Decoded {
  const at = (text: string, offset: number) => ({ file, pointer: '', ...linePosition(text, offset) });
  const encoding = utf16Kind(bytes);
  if (encoding) return { problem: problem(catalogue.utf16, { file, pointer: '', line: 1, col: 1 }, { encoding }) };

  // The byte-order mark some Windows editors write is allowed: it is not part of the text.
  const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false }).decode(bytes);
  const lost = text.indexOf('\ufffd');
  if (lost !== -1) {
    let valid = true;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      valid = false;
    }
    return { problem: problem(valid ? catalogue.lostCharacter : catalogue.notUtf8, at(text, lost), undefined) };
  }
  const odd = control.exec(text);
  if (odd) {
    const char = `U+${odd[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    return { problem: problem(catalogue.controlCharacter, at(text, odd.index), { char }) };
  }
  return { text };
}
