/**
 * The theme's colours as plain data (docs/architecture.md "Styling"): the only file with colour
 * literals. src/theme.ts re-exports them beside the other tokens, and everything that draws or
 * styles reads them from there; they live here, in src/shared/, so the lead server's e-mail
 * (server/leads/lead-email.ts), whose zone may not import src/theme.ts' CSS helpers, uses the same
 * palette (docs/decisions.md 82). tests/unit/theme.test.ts checks the contrast pairs.
 */
export const colors = {
  primary: '#0b3d5c',
  primaryDark: '#072a40',
  primaryLight: '#1f5a80',
  onPrimary: '#ffffff',
  secondary: '#1f6f5c',
  secondaryDark: '#154d40',
  text: '#1b2430',
  textMuted: '#4a5563',
  page: '#ffffff',
  /** Tinted section background. */
  tint: '#f3f6f9',
  /** Badge, pill and icon-tile background. */
  badge: '#e3edf4',
  /** Hover background of quiet buttons and menu links. */
  hover: '#e8f0f6',
  divider: '#d9dee5',
  /** Form control borders (≥ 3:1 against white for non-text contrast). */
  controlBorder: '#6b7480',
  /** Secondary text on the brand band (primary). */
  onBrandMuted: '#d6e4ee',
  /** Secondary text on the footer and banner (primaryDark). */
  onDarkMuted: '#c5d3de',
  /** Disabled buttons' background. */
  disabled: '#e3e7ec',
  /** An accent rule on the brand colour (the calculator's key figures). */
  accentOnBrand: '#7fc4ae',
  error: '#c62828',
  errorTint: '#fdecea',
  success: '#2e7d32',
  /** The toast's edge on the brand colour. */
  successOnBrand: '#66bb6a',
  /** The urgent-need banner's warm palette (src/blocks/urgent). */
  urgentBackground: '#fff4e5',
  urgentAccent: '#b45309',
  urgentIcon: '#9a3412',
  urgentLabel: '#7c2d12',
  /** The risk matrix's four levels (src/blocks/risk-matrix): band, text on it, card frame. */
  riskCritical: '#a4161a',
  riskSignificant: '#a84307',
  riskMinor: '#f5c84c',
  riskMinorBorder: '#8c6a00',
  riskAcceptable: '#1e6b3a',
} as const;
