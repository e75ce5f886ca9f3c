/**
 * E-mail addresses with a Swedish domain (namn@företag.se, IDN since 2003). Browsers send them in
 * two forms: Chromium as the ASCII form (namn@xn--fretag-4wa.se), Firefox and WebKit as typed.
 * Both the browser's check and the lead server check the ASCII form against the schema, so the
 * verdict does not depend on the browser (docs/decisions.md 33). `URL` does the IDNA conversion
 * in the browser and in Node alike.
 */
export function emailToAscii(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return value;
  const domain = value.slice(at + 1);
  if (/^[\x21-\x7e]*$/.test(domain)) return value;
  // URL drops TAB, CR and LF and IDNA maps invisible characters (soft hyphen, zero-width space) to
  // nothing: `x@y.se<TAB>x` would become x@y.sex. Leave such a domain as sent, for the schema to refuse.
  if (/[\s\p{Cc}\p{Cf}]/u.test(domain)) return value;
  try {
    const ascii = new URL(`http://${domain}`).hostname;
    // Anything URL rewrote beyond IDNA (ports, paths, IPv6) is not a domain: leave it to be refused.
    return /^[a-z0-9.-]+$/.test(ascii) ? `${value.slice(0, at)}@${ascii}` : value;
  } catch {
    return value;
  }
}
