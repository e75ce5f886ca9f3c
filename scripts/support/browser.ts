import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags for Chromium on a machine without network access beyond loopback (no background calls home). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Finds a Chromium to drive: $CHROMIUM_PATH, Debian's /usr/bin/chromium, or a browser installed by
 * `npx playwright install chromium`. Fails with instructions rather than a cryptic launch error.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright throws when it has no browser of its own; the message below covers it.
  }
  const found = candidates.find((c): c is string => Boolean(c) && existsSync(c!));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one: `sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
        'or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium/Chrome binary.',
    );
  }
  return found;
}
