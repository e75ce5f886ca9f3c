/**
 * Publishing from the workspace for real (issue 30 point 8; docs/decisions.md 92–100, 109, 110,
 * 117): Chromium against its own production server — `node dist-server/server.js`, as `npm start`
 * runs it — with a content working copy cloned from a bare git remote in a temporary folder
 * (CONTENT_REPO_DIR, tests/publish-fixture.ts), its own served folder (DIST_DIR, a copy of the
 * built dist/, never the checkout's) and CONTENT_PUBLISH=both. Nothing in /konto/api/redigera is
 * answered by the test.
 *
 * An editor accepts an invitation and signs in again (both land in the page editor), changes the
 * home page's heading and publishes: the remote holds one commit by the editor, naming the page
 * and changing that one line, and the server serves the new heading. A broken link is refused on
 * its field, nothing committed, and its code opens the workspace's error reference. "Ny stad"
 * makes Kiruna (decision 118): its to-dos written, it is published as one new file by the editor
 * and served, and the city list links to it. A photo is uploaded, placed with its alt text on
 * /om-oss and published: the served page shows the built picture. A publish after someone else's push is a conflict whose "Jämför" shows the edit
 * against the published file. The page's history shows the publish, and restoring the version
 * before it commits a revert and serves the old heading again. Four builds (heading, Kiruna,
 * photo, revert): minutes each on a loaded two-core machine. The server's log is attached to a
 * failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { test, type Page } from '@playwright/test';
import { root } from '~/scripts/support/site-routes';
import type { Page as ContentPage } from '~/src/content/model';
import { blocksOf, offerLabel, pageTexts } from '../e2e-content';
import { acceptInvitation, expect, totpCode } from '../e2e-konto';
import { e2ePort } from '../e2e-leads';
import { git, seedPublishRepos } from '../publish-fixture';
import { typedWhilePublishing } from '~/src/editor/ui/host';

const port = e2ePort + 5;
const origin = `http://127.0.0.1:${port}`;
const home = pageTexts('index');
const oldHeading = blocksOf(home, 'hero')[0]!.heading;
const newHeading = 'Rubriken som redaktören publicerade';
/** The heading of the second publish, made while the editor typed on. */
const laterHeading = `${newHeading} igen`;

test.use({ baseURL: origin });
// Four builds of the whole site (a publish, a new city, a photo, a revert): about a minute each on an idle
// two-core machine, several while other test runs share it; beforeAll's copies and server start too.
test.describe.configure({ mode: 'serial', timeout: 30 * 60_000 });

let temp: string;
let remote: string;
let work: string;
let seed: string;
let serverEnv: Record<string, string>;
let server: ChildProcess | undefined;
let serverLog = '';

test.beforeAll(async () => {
  temp = mkdtempSync(path.join(tmpdir(), 'publicera-e2e-'));
  ({ remote, work, seed } = seedPublishRepos(temp));
  // The server's own served folder: the built site as `npm run build` left it.
  const distDir = path.join(temp, 'dist');
  cpSync(path.join(root, 'dist'), distDir, { recursive: true });

  serverEnv = { DATABASE_PATH: path.join(temp, 'leads.db'), LEAD_RATE_LIMIT: '1000' };
  server = spawn(process.execPath, ['dist-server/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      CONTENT_REPO_DIR: work,
      CONTENT_PUBLISH: 'both',
      CONTENT_BUILD_TIMEOUT_SECONDS: String(15 * 60),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own, so that ending it ends the editor commands and builds it started too.
    detached: true,
  });
  const keep = (chunk: Buffer) => void (serverLog = (serverLog + chunk.toString()).slice(-200_000));
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  try {
    await expect.poll(async () => (await fetch(`${origin}/healthz`).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(200);
  } catch (error) {
    console.log(`The publishing server did not start:\n${serverLog}`);
    throw error;
  }
});

// What the server said (one line per request, with its status and time; errors) explains a failure.
test.afterEach(async ({ browserName: _ }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  await testInfo.attach('server-log.txt', { body: serverLog, contentType: 'text/plain' });
  console.log(`The publishing server's log (last 200 000 characters):\n${serverLog}`);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  // A command the server had started may still be ending and writing its last files: rm retries.
  if (temp) rmSync(temp, { recursive: true, force: true, maxRetries: 20 });
});

const remoteLog = () => git(remote, 'log', '--format=%H%x1f%an%x1f%ae%x1f%s', 'main').trim().split('\n');
const headingField = (page: Page) => page.getByLabel('Rubrik (måste fyllas i)').first();
const servedHome = async () => (await fetch(`${origin}/`)).text();
const publishLong = { timeout: 15 * 60_000 };
/**
 * A read through editor-cli.ts in the working copy: seconds on an idle machine; more than two
 * minutes was seen with several builds sharing two cores (load average 34).
 */
const editorCall = { timeout: 6 * 60_000 };

/**
 * Presses Publicera and waits for the publish: the remote gains exactly one commit, whose author is
 * the signed-in editor (name: the address's part before @). Returns the commit's subject.
 */
async function publishedCommit(page: Page, email: string): Promise<string> {
  const before = remoteLog();
  await page.getByRole('button', { name: 'Publicera', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Publicerat: webbplatsen visar ändringen nu, och den är skickad till git.' })).toBeVisible(
    publishLong,
  );
  const after = remoteLog();
  expect(after.slice(1)).toEqual(before);
  const [, name, address, subject] = after[0]!.split('\x1f');
  expect(address).toBe(email);
  expect(name).toBe(email.split('@')[0]);
  return subject!;
}

/** The new city the editor adds, where `npm run new:city -- --name Kiruna` would put it. */
const kiruna = { file: 'pages/cfo-tjanster-kiruna.yaml', route: '/cfo-tjanster-kiruna' };
/** What the editor writes for Kiruna's to-dos, by the field's label, in the order the fields come. */
// copy-in-tests: own text (what an editor types)
const kirunaTexts = {
  Beskrivning: ['CFO på deltid för växande företag i Kiruna och Malmfälten: gruvnära industri, bygg och besöksnäring. Första mötet är gratis.'],
  Sammanfattning: ['Ekonomichef på deltid för företag i Kiruna och Malmfälten som växer med gruvan, stadsflytten och besöksnäringen.'],
  Etikett: ['Kiruna och Malmfälten'],
  Rubrik: [
    'En CFO på deltid för företagen som växer med nya Kiruna',
    'Det här brukar företag i Malmfälten behöva hjälp med',
    'Så stöttar vi gruvnära leverantörer och tjänsteföretag',
    'Näringslivet i Kiruna: gruvan, rymden och besöksnäringen',
    'Fyra skäl att välja oss när ni växer i Malmfälten',
  ],
  Ingress: [
    'Företagen i Kiruna växer med gruvan, stadsflytten och rymdbasen, men få behöver en ekonomichef på heltid. Vi ger er en erfaren CFO några dagar i månaden som håller ordning på likviditeten och tar fram underlagen för besluten.',
  ],
} satisfies Record<string, string[]>;

/** Writes every open to-do in view with the editor's text for its label; each to-do closes as it is written. */
async function writeTodos(page: Page) {
  const todos = page.locator('[aria-describedby*="-att-gora"]');
  while ((await todos.count()) > 0) {
    // The field by its id: `todos.first()` would move on to the next to-do once this one closes.
    const field = page.locator(`[id="${await todos.first().getAttribute('id')}"]`);
    const label = await field.evaluate((element) => (element as HTMLInputElement).labels?.[0]?.textContent ?? '');
    const texts: Record<string, readonly string[]> = kirunaTexts;
    const text = texts[label.replace(/\(måste fyllas i\)/, '').trim()]?.[written.get(label) ?? 0];
    expect(text, `a text for the to-do on the field "${label}"`).toBeDefined();
    written.set(label, (written.get(label) ?? 0) + 1);
    await field.fill(text!);
    await expect(field).not.toHaveAttribute('aria-describedby', /-att-gora/);
  }
}
const written = new Map<string, number>();

test('an editor publishes a heading to the remote and the served site, is refused a broken link, publishes a new city and a photo, compares after a conflict and restores the version before', async ({
  page,
  browser,
}) => {
  const started = Date.now();
  let email = '';
  // Leaving a page with unpublished edits asks first (decision 97); the test leaves them.
  page.on('dialog', (dialog) => void dialog.accept());

  await test.step('an editor starts in the page editor, after the invitation and after signing in again', async () => {
    const setup = await browser.newContext({ baseURL: origin });
    const account = await acceptInvitation(await setup.newPage(), 'editor', serverEnv);
    await expect(setup.pages()[0]!).toHaveURL(/\/konto\/redigera$/);
    await setup.close();
    email = account.email;
    await page.goto('/konto');
    await expect(page).toHaveURL(/\/konto\/logga-in$/);
    await page.getByLabel('E-postadress').fill(account.email);
    await page.getByLabel('Lösenord').fill(account.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.getByLabel('Kod från autentiseringsappen').fill(totpCode(account.secret, 1));
    await page.getByRole('button', { name: 'Bekräfta koden' }).click();
    await expect(page).toHaveURL(/\/konto\/redigera$/);
    // The page list is the editor's own code run in the working copy: a process per call (decision 92).
    await expect(page.getByRole('heading', { level: 1, name: 'Redigera sidor' })).toBeVisible(editorCall);
  });

  await test.step('a changed heading is published: one commit by the editor on the remote, the new heading served', async () => {
    await page.getByRole('link', { name: '/', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(home.title, editorCall);
    await headingField(page).fill(newHeading);
    const publish = page.getByRole('button', { name: 'Publicera', exact: true });
    await expect(publish).toBeEnabled();
    const subject = await publishedCommit(page, email);
    expect(subject).toBe(`Publicera »${home.title}« (pages/index.yaml)`);
    // One line changed, in one file: the heading, every other byte as it was.
    expect(git(remote, 'diff', '--numstat', 'main~1', 'main').trim()).toBe('1\t1\tpages/index.yaml');
    const changed = git(remote, 'diff', '--unified=0', 'main~1', 'main')
      .split('\n')
      .filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
    expect(changed).toEqual([`-    heading: ${oldHeading}`, `+    heading: ${newHeading}`]);
    const served = await servedHome();
    expect(served).toContain(newHeading);
    expect(served).not.toContain(oldHeading);
    // The page is read in again from the working copy: nothing left to publish.
    await expect(publish).toBeDisabled(editorCall);
  });

  await test.step('text typed while a publish runs is not lost: it stays as the next draft, also after a reload', async () => {
    // The publish is held at the server's door while the editor types on, so the typing falls inside it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/konto/api/redigera/publicera', async (route) => (await held, route.continue()));
    await headingField(page).fill(laterHeading);
    const lead = page.getByLabel('Ingress (måste fyllas i)').first();
    const typed = 'Ingressen som skrevs medan sidan publicerades.';
    const before = remoteLog();
    await page.getByRole('button', { name: 'Publicera', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Publicerar/ })).toBeVisible();
    await lead.fill(typed);
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Publicerat: webbplatsen visar ändringen nu' })).toBeVisible(publishLong);
    await page.unroute('**/konto/api/redigera/publicera');
    expect(remoteLog().slice(1)).toEqual(before);
    expect(git(remote, 'show', 'main:pages/index.yaml')).toContain(laterHeading);
    expect(git(remote, 'show', 'main:pages/index.yaml')).not.toContain(typed);
    await expect(page.getByText(typedWhilePublishing)).toBeVisible(editorCall);
    await expect(lead).toHaveValue(typed);
    await expect(page.getByRole('button', { name: 'Publicera', exact: true })).toBeEnabled();
    // Kept on the server as the account's draft: a reload brings it back.
    await expect.poll(async () => (await page.reload(), await lead.inputValue()), editorCall).toBe(typed);
    await page.getByRole('button', { name: 'Släng mina ändringar' }).click();
    await expect(lead).not.toHaveValue(typed, editorCall);
    await expect(page.getByRole('button', { name: 'Publicera', exact: true })).toBeDisabled(editorCall);
  });

  await test.step('a broken link is refused with the problem on its field, nothing committed; its code opens the error reference', async () => {
    const published = remoteLog();
    const target = page.getByLabel('Länkmål (måste fyllas i)').first();
    const was = await target.inputValue();
    await target.fill('/finns-inte');
    await page.getByRole('button', { name: 'Publicera', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^Sidan publicerades inte: / })).toBeVisible(publishLong);
    await expect(target).toHaveAttribute('aria-invalid', 'true');
    await expect(target).toHaveAccessibleDescription(/finns-inte/);
    expect(remoteLog()).toEqual(published);
    expect(git(work, 'status', '--porcelain', '--', 'pages', 'site.yaml')).toBe('');

    const described = (await target.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-problem'))!;
    const code = page.locator(`[id="${described}"] a.kod`).first();
    const shown = (await code.innerText()).replace(/[[\]]/g, '');
    expect(await code.getAttribute('href')).toBe(`/konto/redigera/felkoder#${shown.toLowerCase()}`);
    const [reference] = await Promise.all([page.waitForEvent('popup'), code.click()]);
    await expect(reference.locator(`h3#${shown.toLowerCase()}`)).toHaveText(shown);
    await reference.close();
    // The link put back: the next check of the edits (in the working copy) clears the field.
    await target.fill(was);
    await expect(target).not.toHaveAttribute('aria-invalid', editorCall);
  });

  await test.step('“Ny stad”: Kiruna made, its to-dos written, published as one new file by the editor and served', async () => {
    await page.goto('/konto/redigera');
    await page.getByRole('button', { name: 'Ny stad' }).click();
    await page.getByLabel('Stadens namn').fill('Kiruna');
    await page.getByLabel(offerLabel('cfo')).check();
    await page.getByRole('button', { name: 'Skapa' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(kiruna.route, editorCall);
    const status = page.getByRole('status').first();
    await expect(status).toContainText(/Inga fel\. \d+ att göra\./, editorCall);
    // The page's own fields, then each block that has a to-do, opened in turn.
    await writeTodos(page);
    const blocks = page.locator('li.block');
    for (let i = 0; i < (await blocks.count()); i++) {
      if (
        !(await blocks
          .nth(i)
          .getByText(/^\d+ att göra$/)
          .isVisible())
      )
        continue;
      await page.locator(`#block-${i}-oppna`).click();
      await writeTodos(page);
    }
    await expect(status).toContainText('Inga fel.');
    await expect(status).not.toContainText('att göra');
    // Until it is published, the new page is this account's alone: nothing in the working copy.
    expect(readdirSync(path.join(work, 'pages'))).not.toContain(path.basename(kiruna.file));

    const subject = await publishedCommit(page, email);
    const published = parse(git(remote, 'show', `main:${kiruna.file}`)) as ContentPage;
    expect(subject).toBe(`Publicera ny sida »${published.title}« (${kiruna.file})`);
    expect(git(remote, 'show', '--name-status', '--format=', 'main').trim()).toBe(`A\t${kiruna.file}`);
    // What the editor wrote is what was committed, and what the site serves: the page and its card.
    expect(published.description).toBe(kirunaTexts.Beskrivning[0]);
    const served = await fetch(`${origin}${kiruna.route}`);
    expect(served.status).toBe(200);
    const html = await served.text();
    for (const heading of kirunaTexts.Rubrik.slice(0, 2)) expect(html).toContain(heading);
    expect(html).toContain(kirunaTexts.Ingress[0]);
    // The page that lists the cities (its `cities` block) links to the new one, derived from its metadata.
    const cityList = readdirSync(path.join(root, 'pages'))
      .map((file) => file.replace(/\.yaml$/, ''))
      .find((name) => blocksOf(pageTexts(name), 'cities').length > 0)!;
    expect(await (await fetch(`${origin}/${cityList}`)).text()).toContain(`href="${kiruna.route}"`);
    // Published, it is a page like the others: listed without the "new" mark.
    await page.goto('/konto/redigera');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: kiruna.route, exact: true }) });
    await expect(row).toBeVisible(editorCall);
    await expect(row).not.toContainText('Ny, inte publicerad');
  });

  await test.step('a photo uploaded, placed with its alt text and published: the served page shows the built picture', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer();
    const alt = 'Anna Lind på byråns kontor';
    await page.goto('/konto/redigera?fil=pages%2Fom-oss.yaml');
    const about = pageTexts('om-oss');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('/om-oss', editorCall);
    // The team block (pages/om-oss.yaml's third) has no one yet: a person is added, with a photo field.
    await page.locator('#block-2-oppna').click();
    await page.getByRole('button', { name: 'Lägg till person i personer' }).click();
    const person = page
      .locator('fieldset')
      .filter({ has: page.locator('.falt-bild') })
      .last();
    await person.getByLabel(/^Namn/).fill('Anna Lind');
    await person.getByLabel(/^Roll/).fill('CFO, grundare');
    await person.getByLabel(/^Presentation/).fill('Har lett ekonomin i tre växande bolag.');
    await person.getByRole('button', { name: 'Välj bild…' }).click();
    const dialog = page.getByRole('dialog', { name: /välj en bild/ });
    const upload = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/konto/api/redigera/bilder');
    await dialog.getByLabel(/Ladda upp en ny bild/).setInputFiles({ name: 'Anna Lind.jpg', mimeType: 'image/jpeg', buffer: photo });
    await upload;
    await expect(dialog.getByRole('button', { name: 'anna-lind.jpg' })).toHaveAttribute('aria-pressed', 'true', editorCall);
    expect(readdirSync(path.join(work, 'bilder'))).toContain('anna-lind.jpg');
    await dialog.getByRole('textbox', { name: /Alt-text: vad visar bilden/ }).fill(alt);
    await dialog.getByRole('button', { name: 'Använd bilden' }).click();
    await expect(dialog).toBeHidden();
    await expect(person.getByText('bilder/anna-lind.jpg')).toBeVisible();

    const subject = await publishedCommit(page, email);
    expect(subject).toBe(`Publicera »${about.title}« (pages/om-oss.yaml)`);
    expect(git(remote, 'show', '--name-only', '--format=', 'main').trim().split('\n').sort()).toEqual(['bilder/anna-lind.jpg', 'pages/om-oss.yaml']);
    // The served page has the picture the build made from the photo: AVIF and WebP, with the alt text.
    const served = await (await fetch(`${origin}/om-oss`)).text();
    expect(served).toMatch(new RegExp(`<img[^>]*alt="${alt}"`));
    const avif = /srcSet="(\/bilder\/anna-lind-[0-9a-f]{8}-\d+\.avif)/i.exec(served)?.[1];
    expect(avif, served.slice(0, 300)).toBeDefined();
    const picture = await fetch(`${origin}${avif!}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/avif');
  });

  await test.step('a publish after someone else’s push is a conflict; “Jämför” shows the edit against the published file', async () => {
    await page.goto('/konto/redigera?fil=pages%2Findex.yaml');
    await expect(headingField(page)).toHaveValue(laterHeading, editorCall);
    await headingField(page).fill('En rubrik som krockar');
    // A developer pushes a change of the same page to the branch meanwhile.
    git(seed, 'pull', '--quiet', '--ff-only', 'origin', 'main');
    const file = path.join(seed, 'pages/index.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^ {4}badge: .*$/m, '    badge: Utvecklarens märkning'));
    git(seed, 'commit', '--quiet', '-am', 'Utvecklarens ändring');
    git(seed, 'push', '--quiet', 'origin', 'HEAD:refs/heads/main');
    const pushed = remoteLog();

    await page.getByRole('button', { name: 'Publicera', exact: true }).click();
    const compare = page.getByRole('button', { name: 'Jämför med den publicerade versionen' });
    await expect(compare).toBeVisible(publishLong);
    await compare.click();
    await expect(page.getByRole('table').getByText(`heading: En rubrik som krockar`)).toBeVisible(editorCall);
    await expect(page.getByRole('table').getByText(`heading: ${laterHeading}`)).toBeVisible();
    expect(remoteLog()).toEqual(pushed);
    await page.getByRole('button', { name: /^Läs in filen igen/ }).click();
    await expect(headingField(page)).toHaveValue(laterHeading, editorCall);
  });

  await test.step('the history shows the publish; restoring the version before it serves the old heading again', async () => {
    await page.getByRole('button', { name: 'Historik' }).click();
    const history = page.getByRole('dialog', { name: `Historik för ${home.title}` });
    // Both publishes of the page, the newest first, each with its editor and its heading.
    const publications = history.getByRole('listitem').filter({ hasText: `Publicera »${home.title}«` });
    await expect(publications).toHaveCount(2, editorCall);
    await expect(publications.first()).toContainText(email);
    await expect(publications.first()).toContainText(`Efter: heading: ${laterHeading}`);
    await expect(publications.last()).toContainText(`Efter: heading: ${newHeading}`);
    const first = history.getByRole('listitem').filter({ has: page.getByText('Webbplatsen', { exact: true }) });
    const before = remoteLog();
    const original = before.at(-1)!.split('\x1f')[0]!;
    await first.getByRole('button', { name: 'Återställ den här versionen' }).click();
    await page.getByRole('dialog', { name: 'Återställa den här versionen?' }).getByRole('button', { name: 'Återställ', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Publicerat: webbplatsen visar ändringen nu' })).toBeVisible(publishLong);
    // One commit more, by the editor: the page as the first version had it.
    const after = remoteLog();
    expect(after.slice(1)).toEqual(before);
    expect(git(remote, 'show', 'main:pages/index.yaml')).toBe(git(remote, 'show', `${original}:pages/index.yaml`));
    const [, , address, subject] = after[0]!.split('\x1f');
    expect(address).toBe(email);
    expect(subject).toMatch(new RegExp(`^Återställ »${home.title}« \\(pages/index\\.yaml\\) till versionen från `));
    const served = await servedHome();
    expect(served).toContain(oldHeading);
    expect(served).not.toContain(newHeading);
    await expect(headingField(page)).toHaveValue(oldHeading, editorCall);
  });

  test.info().annotations.push({ type: 'duration', description: `${Math.round((Date.now() - started) / 1000)} s` });
});
