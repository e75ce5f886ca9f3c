/**
 * The page editor's image field (src/editor/ui/image-field.tsx, docs/decisions.md 99) in `npm run dev`
 * on a copy of the content (tests/editor-dev-server.ts): by keyboard, upload a PNG with EXIF, see
 * its preview, be stopped without an alt text, place it with one, and save the page.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect as baseExpect } from '@playwright/test';
import { axeViolations } from '../e2e-axe';
import { editorContentRoot, editorUrl, test } from '../editor-e2e';

test.use({ baseURL: editorUrl });
const expect = baseExpect.configure({ timeout: 15_000 });

test('an image is uploaded, previewed, refused without alt text and placed with one — by keyboard', async ({ page }) => {
  // An upload, two renditions, axe in the dialog and a save on the dev server: over a minute on a loaded 2-core machine.
  test.setTimeout(120_000);
  const logo = await sharp({ create: { width: 600, height: 300, channels: 4, background: '#1d4e89' } })
    .withExif({ IFD0: { Artist: 'Hemlig fotograf' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 20/1 0/1' } })
    .png()
    .toBuffer();

  await page.goto('/redigera');
  await page.getByRole('link', { name: '/om-oss', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/om-oss');
  await page.locator('#block-3-oppna').click();
  await page.getByRole('button', { name: /^Lägg till kund/ }).click();
  const client = page
    .locator('fieldset')
    .filter({ has: page.locator('.falt-bild') })
    .last();
  await client.getByLabel(/^Namn/).fill('Kund AB');

  const choose = page.getByRole('button', { name: 'Välj bild…' });
  await choose.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Logotyp: välj en bild/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Det finns inga bilder ännu|Eller välj/).first()).toBeVisible();

  await dialog.getByLabel(/Ladda upp en ny bild/).setInputFiles({ name: 'Kundens Logga (ny).png', mimeType: 'image/png', buffer: logo });
  const listed = dialog.getByRole('button', { name: 'kundens-logga-ny.png' });
  await expect(listed).toHaveAttribute('aria-pressed', 'true');
  const preview = dialog.locator('figure img');
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // Without an alt text the image is not placed: the dialog stays, says why, and puts the cursor there.
  const place = dialog.getByRole('button', { name: 'Använd bilden' });
  await place.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Skriv vad bilden visar innan den används/)).toBeVisible();
  const alt = dialog.getByRole('textbox', { name: /Alt-text: vad visar bilden/ });
  await expect(alt).toBeFocused();
  await page.keyboard.type('Kund AB:s logotyp, vit text på blått');
  await place.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Focus is back on the field's button, which now offers to change the image.
  await expect(page.getByRole('button', { name: 'Byt bild…' })).toBeFocused();
  await expect(client.getByText('bilder/kundens-logga-ny.png')).toBeVisible();
  await expect(client.getByLabel(/^Logotypens alt-text/)).toHaveValue('Kund AB:s logotyp, vit text på blått');

  // Escape closes the dialog without changing anything, and focus returns.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // The dialog takes the focus (and keeps it inside until it closes).
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.MuiDialog-root')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Byt bild…' })).toBeFocused();

  // The file is in the content's bilder/, without its EXIF; the page is saved naming it with its alt text.
  const file = path.join(editorContentRoot, 'bilder/kundens-logga-ny.png');
  expect(existsSync(file)).toBe(true);
  expect((await sharp(readFileSync(file)).metadata()).exif).toBeUndefined();
  await page.getByRole('button', { name: 'Spara ändringarna' }).click();
  await expect(page.getByRole('status').first()).toContainText('Sparat');
  const saved = readFileSync(path.join(editorContentRoot, 'pages/om-oss.yaml'), 'utf8');
  expect(saved).toContain('logo: bilder/kundens-logga-ny.png');
  expect(saved).toMatch(/logoAlt: "?Kund AB:s logotyp, vit text på blått"?\n/);
});
