/**
 * The ids of the footer's link columns. Until enhance-nav.ts has run (or without JavaScript) the
 * header's Tjänster, Orter and Meny are links to these columns, which list the same pages
 * (docs/decisions.md 34), so the header never shows a menu it cannot open or close.
 */
export const footerSections = {
  services: 'sidfot-tjanster',
  places: 'sidfot-orter',
  contact: 'sidfot-kontakt',
} as const;
