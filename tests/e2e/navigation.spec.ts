/**
 * The header navigation in a real browser (docs/specification.md §4 "Navigation menu"): disclosure buttons, one
 * section open at a time, closing on a second choice, a click outside, Escape (focus back on the
 * button) and a link; keyboard operation; the mobile menu; and what works without JavaScript.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { pageRoutes, root } from '~/scripts/support/site-routes';
import { pageFileOfRoute } from '~/src/content/routes';
import { menu, site } from '../e2e-content';
import { expect, test, type Locator, type Page } from '@playwright/test';

const cityRoutes = () => pageRoutes().filter((r) => /^\/(cfo-tjanster|interim-cfo)-/.test(r));
/** City pages in the Places menu: all but those that say `menu: false` (src/content/derive.ts). */
const menuCityRoutes = () =>
  cityRoutes().filter((route) => (parse(readFileSync(path.join(root, pageFileOfRoute(route)), 'utf8')) as { city?: { menu?: boolean } }).city?.menu !== false);

const START = '/kassaflode';

/** Opens the page and waits until the navigation island has hydrated (it marks itself). */
async function open(page: Page, path = START) {
  await page.goto(path);
  await expect(page.locator(`nav[aria-label="${menu.navLabel}"][data-enhanced]`)).toBeAttached();
  return page.getByRole('navigation', { name: menu.navLabel });
}

const nav = (page: Page) => page.getByRole('navigation', { name: menu.navLabel });

/** The element a disclosure button controls. */
async function panelOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'the button names the panel it controls').toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Tjänster opens its panel; Orter replaces it; choosing Orter again closes it', async ({ page }) => {
    const nav = await open(page);
    const services = nav.getByRole('button', { name: menu.services });
    const cities = nav.getByRole('button', { name: menu.places });
    const servicesPanel = await panelOf(services);
    const citiesPanel = await panelOf(cities);

    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesPanel).toBeHidden();

    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(servicesPanel).toBeVisible();
    await expect(servicesPanel.getByRole('link', { name: menu.allServices.label })).toBeVisible();

    await cities.click();
    await expect(cities).toHaveAttribute('aria-expanded', 'true');
    await expect(citiesPanel).toBeVisible();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesPanel).toBeHidden();
    await expect(citiesPanel.getByRole('link', { name: 'CFO-tjänster Stockholm' })).toBeVisible();
    // The Places menu is derived from the city pages: every one not marked menu: false is in it.
    for (const route of menuCityRoutes()) await expect(citiesPanel.locator(`a[href="${route}"]`)).toBeVisible();

    await cities.click();
    await expect(cities).toHaveAttribute('aria-expanded', 'false');
    await expect(citiesPanel).toBeHidden();
  });

  test('Se alla orter leads to the list of every city, menu or not', async ({ page }) => {
    const cities = (await open(page)).getByRole('button', { name: menu.places });
    await cities.click();
    await (await panelOf(cities)).getByRole('link', { name: menu.allPlaces }).click();
    const list = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
    await expect(list).toBeVisible();
    for (const route of cityRoutes()) await expect(list.locator(`a[href="${route}"]`).first()).toBeAttached();
  });

  test('a click outside the navigation closes the open panel', async ({ page }) => {
    const nav = await open(page);
    const services = nav.getByRole('button', { name: menu.services });
    await services.click();
    await expect(await panelOf(services)).toBeVisible();

    // In the header beside the brand: nothing there takes focus, so only the click can close it.
    await page.locator('header').click({ position: { x: 5, y: 5 } });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(await panelOf(services)).toBeHidden();

    await services.click();
    await expect(await panelOf(services)).toBeVisible();
    // A point on the page well below the panel (a tall panel covers the top of the content).
    const point = { x: 8, y: (page.viewportSize()?.height ?? 800) - 8 };
    const outside = await page.evaluate(({ x, y }) => {
      const target = document.elementFromPoint(x, y);
      return target !== null && !target.closest('nav');
    }, point);
    expect(outside, 'the point clicked is outside the navigation').toBe(true);
    await page.mouse.click(point.x, point.y);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(await panelOf(services)).toBeHidden();
  });

  test('a click inside an open panel, off its links, keeps it open', async ({ page }) => {
    const nav = await open(page);
    const cities = nav.getByRole('button', { name: menu.places });
    await cities.click();
    const panel = await panelOf(cities);
    await panel.locator('p', { hasText: site.offers.cfo }).click();
    await expect(cities).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
  });

  test('Escape closes the open panel and returns focus to its button', async ({ page }) => {
    const nav = await open(page);
    const cities = nav.getByRole('button', { name: menu.places });
    await cities.click();
    const panel = await panelOf(cities);
    await panel.getByRole('link').first().focus();

    await page.keyboard.press('Escape');
    await expect(cities).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(cities).toBeFocused();
  });

  test('works from the keyboard: Tab to Tjänster, Enter opens, Tab reaches the first link', async ({ page }) => {
    const nav = await open(page);
    const services = nav.getByRole('button', { name: menu.services });

    // Skip link, brand, then the navigation.
    for (let i = 0; i < 5 && !(await services.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(services).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const panel = await panelOf(services);
    await expect(panel).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();

    // Arrow keys are a shortcut within the open panel; up from the first link is the button.
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(panel.getByRole('link', { name: menu.allServices.label })).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    await expect(services).toBeFocused();

    // Space toggles too, like any button.
    await services.focus();
    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('the first Tab shows the skip link, which moves focus to the main content', async ({ page }) => {
    await open(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: menu.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#huvudinnehall')).toBeFocused();
  });

  test('choosing a link navigates there and the menu is closed on arrival', async ({ page }) => {
    const nav = await open(page);
    await nav.getByRole('button', { name: menu.places }).click();
    await nav.getByRole('link', { name: 'CFO-tjänster Stockholm' }).click();
    await expect(page).toHaveURL('/cfo-tjanster-stockholm');

    const after = await open(page, '/cfo-tjanster-stockholm');
    await expect(after.getByRole('button', { name: menu.places })).toHaveAttribute('aria-expanded', 'false');

    await after.getByRole('button', { name: menu.services }).click();
    await after.getByRole('link', { name: menu.allServices.label }).click();
    await expect(page).toHaveURL('/alla-tjanster');
  });

  test('needs no framework: a page whose only interactive part is the menu loads a few KB of script', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await open(page);
    await page.waitForLoadState('networkidle');
    const bytes = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).body().then((b) => b.length)));
    const total = bytes.reduce((sum, n) => sum + n, 0);
    // React DOM alone is about 200 KB minified; the entry and the small form modules (with the
    // form's own Swedish validation, its rules generated from the lead schema) stay under 20 KB
    // together. 18 KB until the phone spellings a Swede writes (docs/decisions.md 138) and the entry
    // that loads the brand font and the calculator when they are due (173): 19 381 bytes then.
    expect(total, scripts.join(', ')).toBeLessThan(20 * 1024);
    await nav(page).getByRole('button', { name: menu.services }).click();
    await expect(nav(page).getByRole('button', { name: menu.services })).toHaveAttribute('aria-expanded', 'true');
  });

  test('FAQ, booking and phone are plain links', async ({ page }) => {
    const nav = await open(page);
    await expect(nav.getByRole('link', { name: menu.faq.label })).toHaveAttribute('href', menu.faq.href);
    await expect(nav.getByRole('link', { name: menu.book.label })).toHaveAttribute('href', menu.book.href);
    await expect(nav.getByRole('link', { name: /^Ring / })).toHaveAttribute('href', /^tel:\+46\d+$/);
    await expect(nav.getByRole('button', { name: menu.menu })).toBeHidden();
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('Meny opens the mobile panel; its sections expand one at a time; Stäng meny closes it', async ({ page }) => {
    const nav = await open(page);
    const toggle = nav.getByRole('button', { name: menu.menu });
    const panel = await panelOf(toggle);
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(menu.closeName);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: menu.book.label })).toBeVisible();
    await expect(panel.getByRole('link', { name: menu.faq.label })).toBeVisible();

    const services = panel.getByRole('button', { name: menu.services });
    const cities = panel.getByRole('button', { name: menu.places });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect((await panelOf(services)).getByRole('link', { name: menu.allServices.label })).toBeVisible();

    await cities.click();
    await expect(cities).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(await panelOf(services)).toBeHidden();
    for (const route of menuCityRoutes()) await expect(panel.locator(`a[href="${route}"]`)).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName(menu.menu);
    await expect(panel).toBeHidden();
  });

  test('Escape closes the mobile menu and returns focus to the Meny button', async ({ page }) => {
    const nav = await open(page);
    const toggle = nav.getByRole('button', { name: menu.menu });
    await toggle.click();
    const panel = await panelOf(toggle);
    await panel.getByRole('button', { name: menu.services }).click();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('a tap outside the open mobile menu closes it', async ({ page }) => {
    const nav = await open(page);
    const toggle = nav.getByRole('button', { name: menu.menu });
    await toggle.click();
    const panel = await panelOf(toggle);
    await expect(panel).toBeVisible();
    // Inside the panel (its section list, not a link) it stays open.
    await panel.getByRole('button', { name: menu.services }).tap();
    await expect(panel).toBeVisible();

    // The brand link is outside the navigation; tap the header beside it, not the link itself.
    await page.locator('header').tap({ position: { x: 5, y: 5 } });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('a link in the mobile menu navigates', async ({ page }) => {
    const nav = await open(page);
    await nav.getByRole('button', { name: menu.menu }).click();
    await nav.getByRole('link', { name: menu.faq.label }).click();
    await expect(page).toHaveURL('/faq');
  });

  test('the wide-screen links are not shown and the phone stays one tap away', async ({ page }) => {
    const nav = await open(page);
    await expect(nav.getByRole('button', { name: menu.services })).toBeHidden();
    // Booking is in the bar itself; at 390px the phone is one tap into the menu.
    await expect(nav.getByRole('link', { name: menu.book.label })).toBeVisible();
    await nav.getByRole('button', { name: menu.menu }).click();
    await expect(nav.getByRole('link', { name: /^Ring / })).toBeVisible();
    // Nothing sticks out sideways at 390px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('without JavaScript', () => {
  /** Tjänster, Orter and Meny lead to the footer's lists of the same pages; the heading lands in view below the sticky header. */
  async function followsToFooter(page: Page, name: string, heading: string) {
    await page.goto(START);
    const navigation = nav(page);
    // Nothing claims to open: no buttons, no aria-expanded that could be wrong (WCAG 4.1.2).
    await expect(navigation.getByRole('button')).toHaveCount(0);
    await expect(navigation.locator('[aria-expanded]')).toHaveCount(0);
    await navigation.getByRole('link', { name, exact: true }).filter({ visible: true }).press('Enter');
    const target = page.getByRole('contentinfo').getByRole('heading', { name: heading, exact: true });
    await expect(target).toBeInViewport();
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    expect(await target.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom - 0.5);
    // Escape has nothing to close: the page stays where the link led.
    await page.keyboard.press('Escape');
    await expect(target).toBeInViewport();
  }

  test.describe('on a wide screen', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

    test('Tjänster and Orter are links to the lists in the footer, where every page is reachable', async ({ page }) => {
      await followsToFooter(page, menu.services, site.footer.servicesHeading);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: site.footer.allServices.label })).toHaveAttribute('href', site.footer.allServices.href);
      await followsToFooter(page, menu.places, site.footer.placesHeading);
      // The footer names the offices and leads to the complete list of cities (docs/decisions.md 172).
      for (const office of site.offices) await expect(footer).toContainText(office);
      await footer.getByRole('link', { name: site.footer.allPlaces }).click();
      const list = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
      await expect(list.locator('a[href="/cfo-tjanster-stockholm"]').first()).toBeVisible();
    });
  });

  test.describe('on a phone', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test('Meny is a link to the lists in the footer', async ({ page }) => {
      await followsToFooter(page, menu.menu, site.footer.servicesHeading);
    });
  });
});
