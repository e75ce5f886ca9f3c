/**
 * A phone number as a `tel:` address in international form, which every dialler understands:
 * "08-545 123 40" → "tel:+46854512340", "0046 70…" → "tel:+4670…"; a number with + keeps it.
 * Numbers without a country code are Swedish (docs/decisions.md 82).
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  return `tel:+46${digits.replace(/^0/, '')}`;
}
