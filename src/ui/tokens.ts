/**
 * Colours the blocks share beyond the theme palette. Each text/background pair is at least
 * 4.5:1 (WCAG 2.2 AA); the ratios are noted so a change can be checked.
 */
export const colors = {
  /** Tinted section background. text.primary 14.4:1, text.secondary 7.0:1, primary 10.5:1. */
  tint: '#f3f6f9',
  /** Badge/pill background. primary.main on it 9.6:1. */
  badge: '#e3edf4',
  /** Dark band background (= primary.main). White on it 11.4:1. */
  brand: '#0b3d5c',
  /** Secondary text on the dark band: 8.8:1. */
  brandMuted: '#d6e4ee',
  /** Form control borders: 4.7:1 against white (≥ 3:1 for non-text contrast). */
  controlBorder: '#6b7480',
} as const;

/** Offsets anchor targets (#forfragan) so the sticky header does not cover their heading. */
export const scrollMargin = { xs: '72px', md: '88px' } as const;
