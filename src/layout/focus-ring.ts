/**
 * A clearly visible keyboard focus ring (WCAG 2.2 2.4.7/2.4.11): 3px, offset from the element.
 * Spread into `sx`; on dark backgrounds pass a light colour.
 */
export function focusRing(color = 'primary.main') {
  return {
    '&:focus-visible': { outline: '3px solid', outlineColor: color, outlineOffset: '2px' },
  } as const;
}
