import { telHref } from '../shared/tel-href';

export function mailHref(email: string): string {
  return `mailto:${email}`;
}

/** Content hrefs may name the firm's phone or e-mail instead of spelling them out (site.yaml holds them once). */
export function resolveHref(href: string, contact: { phone: string; email: string }): string {
  if (href === 'telefon') return telHref(contact.phone);
  if (href === 'e-post') return mailHref(contact.email);
  return href;
}
