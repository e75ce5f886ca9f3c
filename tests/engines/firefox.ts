/**
 * Firefox for the end-to-end tests: Debian's firefox-esr (or $FIREFOX_PATH) driven over WebDriver
 * BiDi with puppeteer-core — Playwright's own Firefox is a patched build it cannot download here,
 * and the ESR is what Debian's visitors run. Fails with instructions when no Firefox is installed.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';

export function findFirefox(): string {
  const found = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((c): c is string => Boolean(c) && existsSync(c!));
  if (!found) {
    throw new Error(
      'No Firefox found for the end-to-end tests. Install one: `sudo apt-get install -y firefox-esr` (Debian/Ubuntu), or set FIREFOX_PATH to a Firefox binary.',
    );
  }
  return found;
}

/** A Firefox; `prefs` are about:config preferences beside the ones every test run sets, e.g. a visitor's font size. */
export function launchFirefox(prefs: Record<string, string | number | boolean> = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
    protocol: 'webDriverBiDi',
    // No calls home from the test machine (updates, telemetry, safe browsing lists).
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'network.captive-portal-service.enabled': false,
      // Focus moves scroll at once, so a test judges where an element lands, not a frame of the animation.
      'general.smoothScroll': false,
      ...prefs,
    },
  });
}
