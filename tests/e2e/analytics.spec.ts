/**
 * Analytics after consent (docs/decisions.md 15, docs/specification.md §7) in a real browser. The site is built with a
 * measurement id into a temporary copy (tests/analytics-site.ts) and served on a free port; Google's
 * tag and collection endpoint are answered by stubs here, and every other third-party request is
 * aborted, so nothing ever reaches the internet.
 */
import { expect, test, type Page } from '@playwright/test';
import { CONSENT_DEFAULTS } from '~/src/features/analytics/gtag';
import { CONSENT_STORAGE_KEY } from '~/src/features/analytics/start-analytics';
import { startAnalyticsSite, TEST_MEASUREMENT_ID, type AnalyticsSite } from '../analytics-site';
import { pageRoutes } from '~/scripts/support/site-routes';
import { axeViolations } from '../e2e-axe';
import { problems, tabThrough } from '../e2e-focus';
import { menu, site as content } from '../e2e-content';
import { siteTexts } from '../site-texts';

const TAG_URL = `https://www.googletagmanager.com/gtag/js?id=${TEST_MEASUREMENT_ID}`;

/**
 * Stands in for gtag.js: reads the queue like the real tag and sends one collection request per
 * page view or event to the (stubbed) GA endpoint, so the policy's connect-src is exercised too.
 */
const TAG_STUB = `(function () {
  var layer = window.dataLayer = window.dataLayer || [];
  function collect(entry) {
    var name = entry[0] === 'config' ? 'page_view' : entry[0] === 'event' ? entry[1] : null;
    if (name) fetch('https://region1.google-analytics.com/g/collect?en=' + encodeURIComponent(name), { method: 'POST', mode: 'no-cors', keepalive: true });
  }
  for (var i = 0; i < layer.length; i++) collect(layer[i]);
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) collect(arguments[j]);
    return push.apply(layer, arguments);
  };
  window.__tagStubLoaded = true;
})();`;

interface Traffic {
  /** Every request that left the test server's origin, in order. */
  thirdParty: string[];
  tag: string[];
  collect: string[];
  /** securitypolicyviolation events and console reports of the Content Security Policy. */
  violations: string[];
}

interface Shift {
  value: number;
  recentInput: boolean;
  startTime: number;
}

type Entry = unknown[];
type Probe = { __csp: string[]; __shifts: Shift[]; __bannerShownAt: number | null; __tagStubLoaded?: boolean };

/** Routes every request: the site itself passes, Google is stubbed, anything else is refused. */
async function watch(page: Page, origin: string): Promise<Traffic> {
  const traffic: Traffic = { thirdParty: [], tag: [], collect: [], violations: [] };
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/`)) return route.continue();
    traffic.thirdParty.push(url);
    const { hostname, pathname } = new URL(url);
    if (hostname === 'www.googletagmanager.com' && pathname === '/gtag/js') {
      traffic.tag.push(url);
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: TAG_STUB });
    }
    if (hostname.endsWith('.google-analytics.com') && pathname === '/g/collect') {
      traffic.collect.push(url);
      return route.fulfill({ status: 204, body: '' });
    }
    return route.abort();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) traffic.violations.push(message.text());
  });
  await page.addInitScript(() => {
    const probe = window as unknown as Probe;
    probe.__csp = [];
    probe.__shifts = [];
    probe.__bannerShownAt = null;
    document.addEventListener('securitypolicyviolation', (e) => probe.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        probe.__shifts.push({ value: entry.value, recentInput: entry.hadRecentInput, startTime: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // When the banner is un-hidden, for telling its layout shifts (there must be none) from the page's.
    new MutationObserver(() => {
      const banner = document.querySelector('[data-consent-banner]');
      if (banner && !banner.hasAttribute('hidden') && probe.__bannerShownAt === null) probe.__bannerShownAt = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'], childList: true });
  });
  return traffic;
}

const violations = async (page: Page, traffic: Traffic) => [...(await page.evaluate(() => (window as unknown as Probe).__csp)), ...traffic.violations];

/** dataLayer entries are `arguments` objects; read them as arrays. */
const dataLayer = (page: Page): Promise<Entry[]> => page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));

const events = async (page: Page, name?: string) =>
  (await dataLayer(page)).filter((entry) => entry[0] === 'event' && (!name || entry[1] === name)).map((entry) => ({ name: entry[1], params: entry[2] }));

const analyticsCalls = async (page: Page) => (await dataLayer(page)).filter((entry) => entry[0] !== 'consent');

/** Clicks still reach the analytics listener, but links do not navigate away (or open the dialler). */
const stayOnPage = (page: Page) => page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));

/**
 * Scrolls to `fraction` of the page and returns once the page has seen the scroll event (the
 * page's own listeners run first, so a scroll-depth timer is set by then).
 */
const scrollToFraction = (page: Page, fraction: number) =>
  page.evaluate(
    (f) =>
      new Promise<void>((resolve) => {
        const top = Math.round((document.documentElement.scrollHeight - window.innerHeight) * f);
        if (Math.round(window.scrollY) === top) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    fraction,
  );

/**
 * Everything the page would do on a timer in the next second of its time (the scroll-depth pause
 * is 100 ms), done now: after this, an event that has not been sent is not going to be. Needs
 * `page.clock.install()` before the page loads.
 */
const settle = (page: Page) => page.clock.runFor(1000);

/** Without a script element for the tag, no request for it can follow. */
const tagScripts = (page: Page) => page.locator('script[src*="googletagmanager"]').count();

/** The consent banner's words, from site.yaml. */
const consent = siteTexts.consent;
const BANNER_NAME = consent.heading;
const banner = (page: Page) => page.getByRole('region', { name: BANNER_NAME });
const settings = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: siteTexts.footer.cookieSettings });
/** The page's main call to action: the first tracked action of the hero (the first block). */
const heroAction = (page: Page) => page.locator('main > section').first().locator('a[data-track="cta"]').first();

test.describe('with a measurement id in site.yaml', () => {
  // One build for the whole group: run these tests in one worker, in order.
  test.describe.configure({ mode: 'default' });
  let site: AnalyticsSite;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    site = await startAnalyticsSite();
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('a fresh visit shows the banner and sends nothing, to anyone, before consent', async ({ page }) => {
    const traffic = await watch(page, site.url);
    await page.clock.install();
    const response = await page.goto(`${site.url}/`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')? https:\/\/www\.googletagmanager\.com;/);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: consent.readMore.label })).toHaveAttribute('href', /^\/integritetspolicy(#|$)/);
    await expect(settings(page)).toBeVisible();

    // "Godkänn" and "Neka" carry equal weight: same size, colours, type and border.
    const look = (name: string) =>
      banner(page)
        .getByRole('button', { name })
        .evaluate((el) => {
          const s = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderTopWidth, s.borderTopColor, Math.round(r.width), Math.round(r.height)];
        });
    expect(await look(consent.accept)).toEqual(await look(consent.reject));

    // Clicking and scrolling before a choice reports nothing.
    await stayOnPage(page);
    await heroAction(page).click();
    await page.locator('main a[href^="tel:"]').first().click();
    await scrollToFraction(page, 1);
    await settle(page);

    // Only Consent Mode's defaults are queued: everything denied, no page view, no event.
    expect(await dataLayer(page)).toEqual([['consent', 'default', { ...CONSENT_DEFAULTS }]]);
    expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
    expect(await tagScripts(page)).toBe(0);
    expect(traffic.thirdParty).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name)).toEqual([]);
    expect(await violations(page, traffic)).toEqual([]);
  });

  test('after "Godkänn" the tag loads and page view, cta_click and phone_call_click arrive as docs/specification.md §7 says', async ({ page }) => {
    const traffic = await watch(page, site.url);
    await page.goto(`${site.url}/`);
    await banner(page).getByRole('button', { name: consent.accept }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => page.evaluate(() => (window as unknown as Probe).__tagStubLoaded === true)).toBe(true);
    expect(traffic.tag).toEqual([TAG_URL]);
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('granted');

    // Consent Mode first, then the grant, then the page view: a configuration with path and title.
    const title = await page.title();
    expect((await dataLayer(page)).map((entry) => entry.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
      ['js', expect.anything()],
      ['config', TEST_MEASUREMENT_ID],
    ]);
    const layer = await dataLayer(page);
    expect(layer[1]![2]).toEqual({ analytics_storage: 'granted' });
    expect(layer[3]![2]).toMatchObject({ page_path: '/', page_title: title });

    await stayOnPage(page);
    const cta = heroAction(page);
    const ctaText = (await cta.innerText()).trim();
    // The hero's location: its id from content if it has one, else its block type.
    const hero = (await page.locator('main > section').first().getAttribute('id')) ?? 'hero';
    await cta.click();
    await page.locator('main > section').first().locator('a[href^="tel:"]').first().click();
    await page.getByRole('contentinfo').locator('a[href^="tel:"]').click();
    await page.getByRole('banner').locator('a[href^="tel:"]:visible').first().click();

    // (Clicking the footer's link scrolled the page: scroll_depth is checked on its own below.)
    expect((await events(page)).filter((e) => e.name !== 'scroll_depth')).toEqual([
      { name: 'cta_click', params: { event_category: 'conversion', event_label: ctaText, cta_location: hero } },
      { name: 'phone_call_click', params: { event_category: 'engagement', event_label: hero } },
      { name: 'phone_call_click', params: { event_category: 'engagement', event_label: 'footer' } },
      { name: 'phone_call_click', params: { event_category: 'engagement', event_label: 'header' } },
    ]);
    // The stub tag sent each of them on to the collection endpoint, within the policy.
    const sent = 1 + (await events(page)).length; // the page view and every event
    await expect.poll(() => traffic.collect.length).toBe(sent);
    expect(traffic.thirdParty.every((url) => url === TAG_URL || url.startsWith('https://region1.google-analytics.com/g/collect'))).toBe(true);
    expect(await violations(page, traffic)).toEqual([]);
  });

  test('a call to action reports the location of the block it sits in', async ({ page }) => {
    await watch(page, site.url);
    await page.addInitScript((key) => localStorage.setItem(key, 'granted'), CONSENT_STORAGE_KEY);
    await page.goto(`${site.url}/kassaflode`);
    await expect.poll(() => page.evaluate(() => (window as unknown as Probe).__tagStubLoaded === true)).toBe(true);
    await stayOnPage(page);
    // The page's last call to action, further down than the hero: its block's id from content, else its type.
    const declared = page.locator('main a[data-track="cta"]').last();
    const location = await declared.getAttribute('data-track-location');
    expect(location).toBeTruthy();
    await declared.click();
    expect(await events(page, 'cta_click')).toEqual([
      {
        name: 'cta_click',
        params: { event_category: 'conversion', event_label: (await declared.innerText()).trim(), cta_location: location },
      },
    ]);
  });

  test('every booking link reports cta_click: the header’s button, the footer’s link and a link inside text', async ({ page }) => {
    await watch(page, site.url);
    await page.addInitScript((key) => localStorage.setItem(key, 'granted'), CONSENT_STORAGE_KEY);
    await page.goto(`${site.url}/`);
    await expect.poll(() => page.evaluate(() => (window as unknown as Probe).__tagStubLoaded === true)).toBe(true);
    await stayOnPage(page);
    const header = menu.book.label;
    const footer = content.footer.links.find((link) => link.href === '/boka-mote')!.label;
    await page.getByRole('banner').getByRole('link', { name: header }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: footer }).click();
    // A link an editor writes inside a text, with nothing declaring it a call to action.
    const inText = await page.evaluate(() => {
      // copy-in-tests: own text (the link the test writes)
      const link = Object.assign(document.createElement('a'), { href: '/boka-mote', textContent: 'boka ett möte' });
      document.querySelector('main p')!.append(' Eller ', link);
      return link.textContent!;
    });
    await page.getByRole('main').getByRole('link', { name: inText, exact: true }).click();
    expect(await events(page, 'cta_click')).toEqual([
      { name: 'cta_click', params: { event_category: 'conversion', event_label: header, cta_location: 'header' } },
      { name: 'cta_click', params: { event_category: 'conversion', event_label: footer, cta_location: 'footer' } },
      { name: 'cta_click', params: { event_category: 'conversion', event_label: inText, cta_location: expect.any(String) } },
    ]);
  });

  test('scroll depth: 25, 50, 75 and 100 % once each, only after a 100 ms pause in scrolling', async ({ page }) => {
    await watch(page, site.url);
    // The page's clock is the test's: paused while scrolling continuously, so a busy machine
    // cannot stretch a 40 ms step into the 100 ms pause being tested.
    await page.clock.install();
    // A long page without islands: on the home page the calculator hydrates as it scrolls into
    // view, and on a busy machine that task alone can outlast the 100 ms pause being tested.
    await page.goto(`${site.url}/kassaflode`);
    await banner(page).getByRole('button', { name: consent.accept }).click();
    const depths = async () => (await events(page, 'scroll_depth')).map((e) => e.params);
    const milestone = (percent: number) => ({ event_category: 'engagement', event_label: `${percent}%`, value: percent });

    // Scrolling continuously past 25 % (a step every 40 ms of the page's time): nothing yet.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    for (let step = 0; step < 10; step++) {
      // Each step waits for its scroll event, so the page has seen it before time moves on.
      await page.evaluate(
        (step) =>
          new Promise<void>((resolve) => {
            window.addEventListener('scroll', () => resolve(), { once: true });
            const max = document.documentElement.scrollHeight - window.innerHeight;
            window.scrollTo({ top: Math.round(max * 0.3) + step * 4, behavior: 'instant' });
          }),
        step,
      );
      await page.clock.runFor(40);
    }
    expect(await depths()).toEqual([]);
    await page.clock.runFor(100);
    expect(await depths()).toEqual([milestone(25)]);
    await page.clock.resume();

    await scrollToFraction(page, 0.6);
    await expect.poll(depths).toEqual([milestone(25), milestone(50)]);

    // Back up and down again past the same milestones, each stop judged: not reported twice.
    await scrollToFraction(page, 0.1);
    await settle(page);
    await scrollToFraction(page, 0.55);
    await settle(page);
    expect(await depths()).toEqual([milestone(25), milestone(50)]);

    await scrollToFraction(page, 1);
    await expect.poll(depths).toEqual([milestone(25), milestone(50), milestone(75), milestone(100)]);
    await scrollToFraction(page, 0);
    await settle(page);
    await scrollToFraction(page, 1);
    await settle(page);
    expect(await depths()).toHaveLength(4);
  });

  test('after "Neka" nothing is loaded or sent, on this page or the next', async ({ page }) => {
    const traffic = await watch(page, site.url);
    await page.clock.install();
    await page.goto(`${site.url}/`);
    await banner(page).getByRole('button', { name: consent.reject }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('denied');

    await stayOnPage(page);
    await heroAction(page).click();
    await page.locator('main a[href^="tel:"]').first().click();
    await scrollToFraction(page, 1);
    await settle(page);
    expect(await analyticsCalls(page)).toEqual([]);

    await page.goto(`${site.url}/kassaflode`);
    await expect(settings(page)).toBeVisible(); // the consent module has run
    await expect(banner(page)).toBeHidden();
    await scrollToFraction(page, 1);
    await settle(page);
    expect(await analyticsCalls(page)).toEqual([]);
    expect(await tagScripts(page)).toBe(0);
    expect(traffic.thirdParty).toEqual([]);
    expect(await violations(page, traffic)).toEqual([]);
  });

  test('the choice persists across reloads and can be changed from "Cookie-inställningar"', async ({ page }) => {
    const traffic = await watch(page, site.url);
    await page.goto(`${site.url}/`);
    await banner(page).getByRole('button', { name: consent.reject }).click();
    await page.reload();
    await expect(settings(page)).toBeVisible();
    await expect(banner(page)).toBeHidden();

    // Reopen: the banner takes focus and says what was chosen.
    await settings(page).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: BANNER_NAME })).toBeFocused();
    await expect(banner(page)).toContainText(consent.denied);
    await banner(page).getByRole('button', { name: consent.accept }).click();
    await expect(banner(page)).toBeHidden();
    await expect(settings(page)).toBeFocused();
    await expect.poll(() => traffic.tag.length).toBe(1);
    expect((await analyticsCalls(page)).map((entry) => entry[0])).toEqual(['js', 'config']);

    // Remembered: the next load reports its page view without asking again.
    await page.reload();
    await expect(settings(page)).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => traffic.tag.length).toBe(2);
    expect((await dataLayer(page)).find((entry) => entry[0] === 'config')?.[2]).toMatchObject({ page_path: '/' });

    // Withdrawn: the tag is told, and nothing more is sent from this page or the next.
    await settings(page).click();
    await expect(banner(page)).toContainText(consent.granted);
    await banner(page).getByRole('button', { name: consent.reject }).click();
    expect((await dataLayer(page)).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
    await stayOnPage(page);
    await heroAction(page).click();
    expect(await events(page)).toEqual([]);
    await page.reload();
    // The consent module has run (it shows the button, then acts on the stored choice in the
    // same task) and added no script for the tag: no third request for it can come.
    await expect(settings(page)).toBeVisible();
    expect(await tagScripts(page)).toBe(0);
    expect(traffic.tag).toHaveLength(2);
    expect(await analyticsCalls(page)).toEqual([]);
  });

  test('the banner is a labelled region that works from the keyboard and passes axe', async ({ page }) => {
    await watch(page, site.url);
    await page.goto(`${site.url}/kassaflode`);
    await expect(banner(page)).toBeVisible();
    expect(await axeViolations(page, '[data-consent-banner]')).toEqual([]);

    // First in the tab order on a first visit; a clearly visible focus ring on each control.
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: consent.readMore.label })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: consent.accept })).toBeFocused();
    await page.keyboard.press('Tab');
    const deny = banner(page).getByRole('button', { name: consent.reject });
    await expect(deny).toBeFocused();
    expect(await deny.evaluate((el) => getComputedStyle(el).outlineWidth)).toBe('3px');
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    // Focus is not lost with the banner: it moves to the main content.
    await expect(page.locator('main')).toBeFocused();
  });

  test.describe('on a 390 × 844 phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('with the banner showing, no focus stop on /boka-mote is hidden under it, either way; Escape closes it on a first visit', async ({ page }) => {
      test.setTimeout(120_000);
      await watch(page, site.url);
      await page.goto(`${site.url}/boka-mote`);
      await expect(banner(page)).toBeVisible();
      const height = await banner(page).evaluate((el) => el.getBoundingClientRect().height);
      // Compact: it was 249 px (37 % of the screen) when it sat below the header.
      expect(height, 'a compact banner: under a quarter of a 844 px screen').toBeLessThan(844 / 4);
      const forwards = await tabThrough(page);
      expect(forwards.length).toBeGreaterThan(30);
      expect(problems(forwards)).toEqual([]);
      await page.getByRole('contentinfo').locator('a:visible').last().focus();
      const backwards = await tabThrough(page, true);
      expect(problems(backwards)).toEqual([]);

      // Escape closes it without a choice: nothing tracked, not asked again during the visit.
      const company = page.getByLabel(siteTexts.forms.fields.company);
      await company.focus();
      await page.keyboard.press('Escape');
      await expect(banner(page)).toBeHidden();
      await expect(company).toBeFocused();
      expect(await analyticsCalls(page)).toEqual([]);
      await page.goto(`${site.url}/faq`);
      await expect(settings(page)).toBeVisible();
      await expect(banner(page)).toBeHidden();
    });

    test('the banner covers no page’s main call to action and shifts no layout', async ({ page }) => {
      test.setTimeout(180_000);
      await watch(page, site.url);
      let checked = 0;
      for (const route of pageRoutes()) {
        await page.goto(`${site.url}${route}`);
        await expect(banner(page), route).toBeVisible();
        const cta = heroAction(page);
        if ((await cta.count()) > 0) {
          checked++;
          await cta.scrollIntoViewIfNeeded();
          const hit = await cta.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            const bannerBox = document.querySelector('[data-consent-banner]')!.getBoundingClientRect();
            const overlaps = bannerBox.bottom > r.top && bannerBox.top < r.bottom;
            return { onTop: top === el || el.contains(top), overlaps };
          });
          expect(hit, `${route}: the hero's first button is covered`).toEqual({ onTop: true, overlaps: false });
        }
        const shifts = await page.evaluate(() => {
          const probe = window as unknown as Probe;
          return probe.__shifts.filter((s) => !s.recentInput && probe.__bannerShownAt !== null && s.startTime >= probe.__bannerShownAt);
        });
        expect(shifts, `${route}: layout shifted after the banner appeared`).toEqual([]);
      }
      expect(checked).toBeGreaterThan(pageRoutes().length / 2);
    });
  });

  test('every page loads under the analytics build’s policy with the tag running and zero CSP violations', async ({ page }) => {
    test.setTimeout(180_000);
    const traffic = await watch(page, site.url);
    await page.addInitScript((key) => localStorage.setItem(key, 'granted'), CONSENT_STORAGE_KEY);
    for (const route of [...pageRoutes(), '/sidan-finns-inte']) {
      await page.goto(`${site.url}${route}`);
      await expect.poll(() => page.evaluate(() => (window as unknown as Probe).__tagStubLoaded === true), { message: route }).toBe(true);
      await scrollToFraction(page, 1);
      await expect.poll(async () => (await events(page, 'scroll_depth')).length, { message: route }).toBe(4);
      expect(await violations(page, traffic), route).toEqual([]);
    }
  });
});

test('without a measurement id (site.yaml as shipped): no banner, no footer control, no analytics code', async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  for (const route of ['/', '/kassaflode']) {
    await page.goto(route);
    await expect(page.getByRole('navigation', { name: menu.navLabel })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-consent-banner]').count()).toBe(0);
    await expect(page.getByText(siteTexts.footer.cookieSettings)).toHaveCount(0);
    expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
  }
  expect(requests.filter((url) => /start-analytics|googletagmanager|google-analytics/.test(url))).toEqual([]);
  expect(requests.every((url) => url.startsWith(`${baseURL}/`))).toBe(true);
});
