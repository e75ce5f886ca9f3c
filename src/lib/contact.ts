/** "08-000 00 00" → "tel:+46800000000": Swedish numbers in international form for the dialler. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  return `tel:+46${digits.replace(/^0/, '')}`;
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}

/** Content hrefs may name the firm's phone or e-mail instead of spelling them out (site.yaml holds them once). */
export function resolveHref(href: string, contact: { phone: string; email: string }): string {
  if (href === 'telefon') return telHref(contact.phone);
  if (href === 'e-post') return mailHref(contact.email);
  return href;
}
