/**
 * Loaded by src/entry-client.tsx only on pages whose server rendered the consent banner, i.e.
 * only when site.yaml has a measurement id. Sets Consent Mode's defaults before anything else,
 * then either acts on the stored choice or shows the banner. No React, no MUI: this whole chunk
 * is a few kilobytes.
 */
import { coverBottom } from '~/src/lib/keep-focus-visible';
import { trackClicks, trackScrollDepth } from './events';
import { disableTag, enableTag, setConsentDefaults } from './gtag';

type Choice = 'granted' | 'denied';

/** The visitor's choice, kept in this browser only; bump the version to ask everyone again. */
export const CONSENT_STORAGE_KEY = 'nordvik-cfo:samtycke-analys:v1';

function readChoice(): Choice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null; // storage blocked: ask again on every page rather than assume anything
  }
}

/** Closed with Escape without a choice: not asked again during this visit; nothing is tracked. */
const DISMISSED_KEY = 'nordvik-cfo:samtycke-stangd';

function dismissedThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // storage blocked: asked again on the next page
  }
}

function storeChoice(choice: Choice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // storage blocked: the choice holds for this page only
  }
}

/** Acts on a choice: measuring starts with the first "granted", and a "denied" turns the tag off. */
function choiceApplier(banner: HTMLElement, measurementId: string): (choice: Choice) => void {
  let tracking = false;
  return (choice) => {
    if (choice === 'denied') return disableTag();
    if (!tracking) {
      tracking = true;
      trackClicks(banner.dataset.bookingPaths?.split(' ').filter(Boolean) ?? []);
      trackScrollDepth();
    }
    enableTag(measurementId);
  };
}

/** Showing and hiding the banner, focus going back to where the visitor opened it from. */
function bannerDisplay(banner: HTMLElement): { show: (from: HTMLElement | null) => void; hide: () => void } {
  const heading = banner.querySelector<HTMLElement>('h2');
  const status = banner.querySelector<HTMLElement>('[data-consent-status]');
  let opener: HTMLElement | null = null;
  let uncover: (() => void) | undefined;

  const show = (from: HTMLElement | null) => {
    const current = readChoice();
    if (status) {
      status.hidden = !current;
      // The words are site.yaml's consent.granted / consent.denied, on the element (consent-banner.tsx).
      status.textContent = current ? (status.dataset[current] ?? '') : '';
    }
    banner.hidden = false;
    uncover ??= coverBottom(banner);
    opener = from;
    // Opened on request: take the visitor there. On a first visit the banner waits its turn.
    if (from) heading?.focus();
  };

  const hide = () => {
    const hadFocus = banner.contains(document.activeElement);
    banner.hidden = true;
    uncover?.();
    uncover = undefined;
    if (hadFocus) (opener ?? document.getElementById('huvudinnehall'))?.focus({ preventScroll: true });
    opener = null;
  };
  return { show, hide };
}

/**
 * Escape closes the banner without changing the choice — on a first visit too (then nothing is
 * tracked, and it is not asked again this visit). From anywhere on the page, unless Escape is
 * closing an open menu instead.
 */
function closeOnEscape(banner: HTMLElement, hide: () => void): void {
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || banner.hidden) return;
      const inBanner = banner.contains(document.activeElement);
      if (!inBanner && document.querySelector('[data-site-nav] [aria-expanded="true"]')) return;
      if (!readChoice()) rememberDismissal();
      hide();
      // Capture: decided before the menu's own Escape handler has closed it.
    },
    { capture: true },
  );
}

export function startAnalytics(banner: HTMLElement): void {
  const measurementId = banner.dataset.measurementId ?? '';
  if (!/^G-[A-Z0-9]+$/.test(measurementId)) return;
  setConsentDefaults();

  const apply = choiceApplier(banner, measurementId);
  const { show, hide } = bannerDisplay(banner);

  banner.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent]') : null;
    const choice = button?.dataset.consent;
    if (choice !== 'granted' && choice !== 'denied') return;
    storeChoice(choice);
    apply(choice);
    hide();
  });
  closeOnEscape(banner, hide);

  // The footer's "Cookie-inställningar", rendered hidden because it only works with this module.
  for (const item of document.querySelectorAll<HTMLElement>('[data-consent-settings]')) {
    item.hidden = false;
    item.querySelector('button')?.addEventListener('click', (event) => show(event.currentTarget as HTMLElement));
  }

  const choice = readChoice();
  if (choice) apply(choice);
  else if (!dismissedThisVisit()) show(null);
}
