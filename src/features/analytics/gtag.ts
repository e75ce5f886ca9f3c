/**
 * Google's tag, behind consent (docs/decisions.md 15). Nothing here runs unless site.yaml has a
 * measurement id, and the tag itself is only requested after "Godkänn". `window.gtag` exists only
 * while consent is given, so `sendToTag` — the one door every event goes through — does nothing
 * before consent, after "Neka", or once consent is withdrawn.
 */
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const TAG_ORIGIN = 'https://www.googletagmanager.com';

/** Consent Mode v2 defaults: nothing is stored or used for ads or analytics until the visitor agrees. */
export const CONSENT_DEFAULTS = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
} as const;

/** gtag.js reads its queue as `arguments` objects, not arrays, hence a plain function using `arguments`. */
function queue(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

let enabled = false;
let requested = false;

/** The one helper every analytics call goes through; a no-op without consent (no `window.gtag`). */
export function sendToTag(...args: unknown[]): void {
  window.gtag?.(...args);
}

/** First thing on the queue, before any tag could read it. */
export function setConsentDefaults(): void {
  queue('consent', 'default', { ...CONSENT_DEFAULTS });
}

/**
 * Consent given: grant analytics storage (ads stay denied — the site runs none), report the page
 * view and request Google's tag. Granting again on the same page (after a withdrawal) resumes
 * without a second page view or a second copy of the tag.
 */
export function enableTag(measurementId: string): void {
  if (enabled) return;
  enabled = true;
  queue('consent', 'update', { analytics_storage: 'granted' });
  window.gtag = queue;
  if (requested) return;
  requested = true;
  sendToTag('js', new Date());
  // The page view (docs/specification.md §7): a configuration with the page's path and title.
  sendToTag('config', measurementId, {
    page_path: window.location.pathname,
    page_title: document.title,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** Consent refused or withdrawn: stop sending, tell the tag, and remove the cookies it set. */
export function disableTag(): void {
  if (enabled) queue('consent', 'update', { analytics_storage: 'denied' });
  enabled = false;
  delete window.gtag;
  removeAnalyticsCookies();
}

/** Google Analytics' first-party cookies (_ga, _ga_<id>), on this host and its parent domains. */
function removeAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_') || name === '_gid');
  const parts = window.location.hostname.split('.');
  const domains = ['', ...parts.slice(0, -1).map((_, i) => `; domain=.${parts.slice(i).join('.')}`)];
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; max-age=0; path=/${domain}`;
  }
}
