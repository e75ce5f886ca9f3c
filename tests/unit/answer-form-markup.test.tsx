/**
 * The lead server's answer page (server/leads/answer-page.ts `formMarkup`, the form sent back to a
 * plain post) writes the same form as the blocks' React components (src/features/forms/
 * lead-form-parts.tsx, src/ui/form-fields.tsx): for every form of the real content, the form tag's
 * method, action and kind, the hidden fields, the honeypot, the status line, the note on required
 * fields, every field — label, star, control, options, error line — and the submit button with the
 * line under it are the same elements with the same attributes and texts in the same order, once
 * the block's generated id prefix is the answer page's. The two are written twice
 * (docs/decisions.md 83), so this is what keeps them from drifting apart.
 */
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/support/site-routes';
import { formMarkup } from '../../server/leads/answer-page';
import { RenderBlocks } from '../../src/blocks/registry';
import { renderBlock } from '../../src/blocks/test-fixture';
import { loadContent } from '../../src/content/load';
import { hooks } from '../../src/lead-form/contract';
import { formSpecsOfPage } from '../../src/lead-form/form-spec';
import { endpointTexts } from '../../src/lead-form/texts';

const loaded = await loadContent(root);
if (!loaded.ok) throw new Error('Content is invalid; run npm run validate');
const { site, pages, derived } = loaded.content;

/** The answer page's id prefix (answer-page.ts); a block's comes from React's useId or its anchor. */
const answerPrefix = 'svar';
/** Attributes that carry a filled form's state, which the empty static form has not. */
const stateAttributes = new Set(['selected', 'autofocus', 'aria-invalid', 'aria-describedby']);

/**
 * The markup as tags and texts, one per line, attributes sorted and boolean ones written alike
 * (React writes `required=""`, the server `required`), `prefix-` ids made `svar-`.
 */
function canonical(html: string, prefix: string): string[] {
  const withAnswerIds = html.replaceAll(`"${prefix}-`, `"${answerPrefix}-`);
  return [...withAnswerIds.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/g)].flatMap(([, close, name, attributes, text]) => {
    if (text !== undefined) return text.trim() ? [`text ${text.trim()}`] : [];
    const sorted = [...(attributes ?? '').matchAll(/([a-zA-Z:-]+)(?:="([^"]*)")?/g)]
      .map(([, key, value]) => [key!.toLowerCase(), value ?? ''] as const)
      .filter(([key]) => !stateAttributes.has(key))
      .map(([key, value]) => `${key}=${value}`)
      .sort();
    return [`${close}${name} ${sorted.join(' ')}`.trim()];
  });
}

/** From a form's markup: its opening tag's method, action and kind, and everything inside it. */
function comparable(form: string, prefix: string) {
  const open = /^<form\b[^>]*>/.exec(form)![0];
  const inner = form.slice(open.length);
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(open)?.[1];
  return { form: { method: attribute('method'), action: attribute('action'), kind: attribute(hooks.form) }, inner: canonical(inner, prefix) };
}

const formPages = pages.flatMap((page) => formSpecsOfPage(page.data.blocks, site, page.path).map((spec) => ({ page, spec })));

describe('the answer page’s form and the blocks’ form', () => {
  it('finds forms of every kind in the content', () => {
    expect(new Set(formPages.map(({ spec }) => spec.kind))).toEqual(new Set(['lead', 'enquiry', 'booking']));
  });

  it.each(formPages.map(({ page, spec }) => [`${spec.kind} ${page.path}`, page, spec] as const))('%s: same elements and attributes', (_, page, spec) => {
    const html = renderBlock(<RenderBlocks blocks={page.data.blocks} />, { page, site, derived }).html;
    const block = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([form]) => form).find((form) => form.includes(`${hooks.form}="${spec.kind}"`))!;
    const prefix = /\sid="([^"]+)-status"/.exec(block)![1]!;
    const answer = formMarkup(endpointTexts(site), spec, { values: {}, errors: {}, formToken: '', idempotencyKey: '' });
    const expected = comparable(block, prefix);
    expect(expected.inner.filter((line) => line.startsWith('label ')).length).toBe(spec.fields.length + 1); // and the honeypot's
    expect(expected.inner.at(-1)).toBe('/form');
    expect(expected.inner.some((line) => line.startsWith(`a href=${site.forms.privacy.link.href}`))).toBe(spec.kind !== 'booking');
    expect(comparable(answer, answerPrefix)).toEqual(expected);
  });
});
