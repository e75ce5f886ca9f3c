/**
 * `npm run bench -- --editor`: typing in the page editor on the largest page (pages/index.yaml).
 * A real Chromium types into the hero's heading, one key at a time, in `npm run dev`'s editor
 * working on a copy of the content. Per key: keydown → the form painted (budget 50 ms), and
 * keydown → the preview showing the new text (budget 500 ms, including the editor’s 80 ms
 * pause before it checks). References from the same run: a plain <input> on an empty page for
 * the form, and one request to the draft endpoint (validate + render) for the preview.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { copySchemas } from '~/src/content/schemas';
import { chromiumArgs, findChromium } from '../support/browser';

export interface EditorTyping {
  keys: number;
  median: { formMs: number; previewMs: number; referenceInputMs: number; referenceDraftMs: number };
  ratio: { form: number; preview: number };
}

function median(values: number[]): number {
  const middle = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  if (middle === undefined) throw new Error('The median of no key presses was asked for.');
  return middle;
}

/**
 * Times one key press: listeners are armed in the page first, then the key is pressed, then the
 * page reports keydown → form painted and keydown → preview showing `expected`.
 */
async function timeKey(page: Page, selector: string, expected: string | null): Promise<{ form: number; preview: number }> {
  // The promise is held by the page (a handle to an object around it, which Playwright does not await)
  // until the key has been pressed.
  const armed = await page.evaluateHandle(
    ({ selector, expected }) => {
      const input = document.querySelector<HTMLInputElement>(selector);
      if (!input) throw new Error(`The editor has no field ${selector}.`);
      const times = { start: 0, form: -1, preview: -1 };
      const timing = new Promise<typeof times>((resolve) => {
        input.addEventListener('keydown', () => (times.start = performance.now()), { once: true, capture: true });
        input.addEventListener('input', () => requestAnimationFrame(() => setTimeout(() => (times.form = performance.now() - times.start))), { once: true });
        const frame = document.querySelector('iframe');
        const poll = () => {
          const shown = frame?.contentDocument?.querySelector('h1')?.textContent;
          if (times.form >= 0 && (expected === null || shown === expected)) {
            times.preview = performance.now() - times.start;
            resolve(times);
          } else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      });
      return { timing };
    },
    { selector, expected },
  );
  await page.keyboard.press('x');
  return armed.evaluate(({ timing }) => timing);
}

export async function benchEditorTyping(root: string, keys: number): Promise<EditorTyping> {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'editor-bench-'));
  for (const part of ['site.yaml', 'pages', 'scripts/templates']) cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
  copySchemas(root, copy);
  process.env.EDITOR_CONTENT_ROOT = copy;
  const server = await createServer({ configFile: path.join(root, 'vite.config.ts'), root, logLevel: 'warn', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  const local = server.resolvedUrls?.local[0];
  if (!local) throw new Error('Vite reports no local address for the editor.');
  const url = local.replace(/\/$/, '');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const heading = '[id="falt_2fblocks_2f0_2fheading"]';
    await page.goto(`${url}/redigera?fil=pages%2Findex.yaml`);
    // tsx names functions with a helper that the page does not have.
    await page.evaluate('window.__name = (f) => f');
    await page.locator(heading).waitFor();
    await page.frameLocator('iframe').locator('h1').waitFor();
    const start = await page.locator(heading).inputValue();
    await page.locator(heading).focus();
    await page.keyboard.press('End');
    const opened = await page.evaluate(async () => ((await (await fetch('/redigera/api/page?fil=pages%2Findex.yaml')).json()) as { data: unknown }).data);
    const form: number[] = [];
    const preview: number[] = [];
    const draft: number[] = [];
    for (let i = 1; i <= keys; i++) {
      const times = await timeKey(page, heading, `${start}${'x'.repeat(i)}`);
      form.push(times.form);
      preview.push(times.preview);
      draft.push(
        await page.evaluate(async (data) => {
          const t = performance.now();
          await fetch('/redigera/api/draft', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ file: 'pages/index.yaml', data }),
          });
          return performance.now() - t;
        }, opened),
      );
    }
    const reference = await browser.newPage();
    await reference.setContent('<input id="r">');
    await reference.evaluate('window.__name = (f) => f');
    await reference.locator('#r').focus();
    const plain: number[] = [];
    for (let i = 0; i < keys; i++) {
      plain.push((await timeKey(reference, '#r', null)).form);
    }
    const m = { formMs: median(form), previewMs: median(preview), referenceInputMs: median(plain), referenceDraftMs: median(draft) };
    return { keys, median: m, ratio: { form: m.formMs / m.referenceInputMs, preview: m.previewMs / m.referenceDraftMs } };
  } finally {
    await browser.close();
    await server.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

export function printEditorTyping(r: EditorTyping): void {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`\nPage editor, typing in pages/index.yaml (median of ${r.keys} keys)`);
  console.log(
    `  form painted     ${ms(r.median.formMs).padStart(9)}  (budget 50 ms)   ×${r.ratio.form.toFixed(2)} a plain <input> (${ms(r.median.referenceInputMs)})`,
  );
  console.log(
    `  preview updated  ${ms(r.median.previewMs).padStart(9)}  (budget 500 ms)  ×${r.ratio.preview.toFixed(2)} one draft request alone (${ms(r.median.referenceDraftMs)})`,
  );
}
