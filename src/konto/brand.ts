/**
 * The firm's name for the tab title. The build writes it into the shell's
 * <meta name="application-name"> from site.yaml's brand (scripts/build/konto.ts), so it has one source.
 */
export const brand = () => document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ?? '';

/** "(3) Inkorg – Nordvik CFO": the view's name, after the unread count when there is one. */
export function tabTitle(view: string, unread: number): string {
  const name = brand();
  return `${unread > 0 ? `(${unread}) ` : ''}${view}${name ? ` – ${name}` : ''}`;
}
