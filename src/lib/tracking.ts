/**
 * What a click reports to analytics is declared in the server-rendered markup, not in
 * components' code: an element carries `data-track` ("cta" or "phone"), `data-track-location`
 * (where on the page: the enclosing block's id or type, or "header"/"footer") and, for a call to
 * action, `data-track-label` (its text as written in content). One delegated listener
 * (src/features/analytics/events.ts) reads them — and only after consent.
 */
export const TRACK = {
  kind: 'data-track',
  location: 'data-track-location',
  label: 'data-track-label',
} as const;

export type TrackKind = 'cta' | 'phone';

/** The attributes for an element that reports clicks; spread them onto the link. */
export function trackAttributes(kind: TrackKind, location: string, label?: string): Record<string, string> {
  return {
    [TRACK.kind]: kind,
    [TRACK.location]: location,
    ...(kind === 'cta' && label ? { [TRACK.label]: label } : {}),
  };
}
