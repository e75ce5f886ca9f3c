/**
 * A phone number as a `tel:` address in international form, which every dialler understands
 * (docs/decisions.md 82, 138): "08-545 123 40" → "tel:+46854512340", "0046 70…" → "tel:+4670…";
 * a number with + keeps it. Numbers without a country code are Swedish. Read as Swedes write
 * them (schema/lead.schema.json `phone`): a word before the number ("Tel:", "Vx"), any of
 * spaces, dashes (also – and —), dots, slashes and parentheses between its digits, the trunk
 * 0 after +46 or written "(0)", a second number after " / " and an extension after "ankn." or
 * "ext" (RFC 3966 `;ext=`). Only the first number is dialled.
 */

/** Where an extension begins: "ankn. 12", "anknytning 12", "ext 12", "x12", "#12", "lokal 12". */
const extension = /(?:\b(?:ankn(?:ytning)?|anknytn|ank|ext(?:ension)?|lokal)\b\.?|\bx|#)\s*:?\s*(\d{1,6})\b/iu;

/** The first number of the text: from its first digit (or + or opening parenthesis) to where words or a second number begin. */
function firstNumber(text: string): string {
  const start = text.search(/[\d+(]/);
  if (start < 0) return '';
  const rest = text.slice(start);
  // A second number ("070-… / 08-…", "070-…, 08-…", "eller") or words ("ankn.", "vx") end the first.
  const end = rest.search(/\s+[/,;]|[,;]|\s+(?:eller|or)\s|\s*\p{L}/u);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The digits of one number in international form (+…), the country code added when it is Swedish. */
function international(number: string): string {
  const digits = number
    .replace(/\(\s*0\s*\)/g, '')
    .replace(/[^\d+]/g, '')
    .replace(/(?!^)\+/g, '');
  const plus = digits.startsWith('00') ? `+${digits.slice(2)}` : digits;
  if (plus.startsWith('+46')) return `+46${plus.slice(3).replace(/^0/, '')}`;
  if (plus.startsWith('+')) return plus;
  if (plus.startsWith('0')) return `+46${plus.slice(1)}`;
  // Written without the trunk 0 ("70 123 45 67"), or without the + ("46 70 …": 11 digits or more).
  return plus.startsWith('46') && plus.length >= 11 ? `+${plus}` : `+46${plus}`;
}

export function telHref(phone: string): string {
  const number = firstNumber(phone);
  const ext = extension.exec(phone.slice(phone.indexOf(number) + number.length));
  return `tel:${international(number)}${ext ? `;ext=${ext[1]}` : ''}`;
}
