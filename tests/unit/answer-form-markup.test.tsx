/**
 * The lead server's answers to a plain post are the form blocks' own components (docs/decisions.md
 * 102): the build prerenders each built form's answers with declared slots
 * (src/entry-server.tsx `renderAnswerTemplates`), and the server fills them
 * (server/leads/answer-page.ts). For every form of the real content, what the server sends equals,
 * character for character, the same components rendered by React with the post's values and
 * errors — for a refused post (the first error focused, or the message when no field has one), a
 * confirmation step and a post that names no form — and hostile values come out as text. The
 * answer's form is the page's form: the same elements, attributes and texts as the block's. A
 * template with a slot missing, unknown or out of place is refused when it is read.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { root } from '~/scripts/support/site-routes';
import { compileAnswerForms } from '~/server/leads/answer-page';
import { compileSlotMarkup } from '~/server/slot-template';
import { RenderBlocks } from '~/src/blocks/registry';
import { renderBlock } from '~/src/blocks/test-fixture';
import { loadContent } from '~/src/content/load';
import { renderAnswerTemplates } from '~/src/entry-server';
import { answerIdPrefix, ConfirmAnswer, PlainRefusal, RefusedAnswer } from '~/src/features/forms/answer-forms';
import { confirmSlots, confirmSlotValues, formSlots, formSlotValues, markers, type AnswerFormState } from '~/src/lead-form/answer-slots';
import { hooks } from '~/src/lead-form/contract';
import { formSpecsOfPage, type FormSpec } from '~/src/lead-form/form-spec';
import { replyPromise } from '~/src/lead-form/texts';
import { createRenderState, RenderContext } from '~/src/render/render-context';

const loaded = await loadContent(root);
if (!loaded.ok) throw new Error('Content is invalid; run npm run validate');
const { site, pages, derived } = loaded.content;

const formPages = pages.flatMap((page) => formSpecsOfPage(page.data.blocks, site, page.path).map((spec) => ({ page, spec })));
const specs = formPages.map(({ spec }) => spec);
const answers = compileAnswerForms(renderAnswerTemplates(site, specs), specs, 'svarsformular.json');

const react = (element: ReactElement) => renderToStaticMarkup(<RenderContext.Provider value={createRenderState()}>{element}</RenderContext.Provider>);
const propsOf = (spec: FormSpec) => ({ spec, texts: site.forms, promise: replyPromise(spec.kind, site.promises) });

/** Text that would be markup, an attribute's end or a reference if it were not escaped. */
const hostile = `<script>alert("x")</script> & 'citat' &amp; ⟦=message⟧`;
const unescape = (text: string) =>
  text.replace(/&(lt|gt|quot|#x27|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#x27': "'", amp: '&' })[name]!);

/** A post of `spec`: hostile text in every text field, a choice in every other select, an error on every second field. */
function post(spec: FormSpec, errorsFrom = 1): AnswerFormState {
  const values = Object.fromEntries(
    spec.fields.map((field, index) => [
      field.name,
      field.options ? (index % 2 ? (field.options.at(-1)?.value ?? '') : 'ingen-sadan') : `${hostile} ${field.name}`,
    ]),
  );
  const errors = Object.fromEntries(spec.fields.filter((_, index) => index >= errorsFrom && index % 2 === 1).map((field) => [field.name, `${hostile} fel`]));
  return { values, errors, formToken: '1.token"<', idempotencyKey: 'nyckel&1', message: `${hostile} meddelande` };
}

/** The markup as tags and texts, one per line, attributes sorted, `prefix-` ids made the answer's (as the old drift test). */
function canonical(html: string, prefix: string): string[] {
  const withAnswerIds = html.replaceAll(`"${prefix}-`, `"${answerIdPrefix}-`);
  return [...withAnswerIds.matchAll(/<(\/?)([a-z0-9]+)([^>]*?)\/?>|([^<]+)/g)].flatMap(([, close, name, attributes, text]) => {
    if (text !== undefined) return text.trim() ? [`text ${text.trim()}`] : [];
    const sorted = [...(attributes ?? '').matchAll(/([a-zA-Z:-]+)(?:="([^"]*)")?/g)]
      .map(([, key, value]) => [key!.toLowerCase(), value ?? ''] as const)
      // A form shown again writes its (empty) values; the page's form leaves them out.
      .filter(([key, value]) => !(key === 'value' && value === ''))
      .map(([key, value]) => `${key}=${value}`)
      .sort();
    return [`${close}${name} ${sorted.join(' ')}`.trim()];
  });
}

const formOf = (html: string, kind: string) =>
  [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([form]) => form).find((form) => form.includes(`${hooks.form}="${kind}"`))!;
const inner = (form: string) => form.slice(/^<form\b[^>]*>/.exec(form)![0].length);

describe('the lead server’s answers are the form blocks’ components', () => {
  it('finds forms of every kind in the content', () => {
    expect(new Set(specs.map((spec) => spec.kind))).toEqual(new Set(['lead', 'enquiry', 'booking']));
  });

  describe.each(formPages.map(({ page, spec }) => [`${spec.kind} ${page.path}`, page, spec] as const))('%s', (_, page, spec) => {
    it('refused: equals the form rendered with the post’s values and errors, the first error focused', () => {
      const state = post(spec);
      expect(Object.keys(state.errors).length).toBeGreaterThan(1);
      const served = answers.refused(spec, state, state.message!);
      expect(served).toBe(react(<RefusedAnswer {...propsOf(spec)} state={state} />));
      const firstError = spec.fields.find((field) => state.errors[field.name])!;
      expect(served.match(/\sautofocus=""/g)).toHaveLength(1);
      expect(served).toMatch(new RegExp(`<[a-z]+ [^>]*id="${answerIdPrefix}-${firstError.name}"[^>]*autofocus=""`));
    });

    it('refused without field errors: the message takes the focus; without a message the line stays hidden', () => {
      const state = { ...post(spec), errors: {} };
      const served = answers.refused(spec, state, state.message!);
      expect(served).toBe(react(<RefusedAnswer {...propsOf(spec)} state={state} />));
      expect(served).toMatch(new RegExp(`<div id="${answerIdPrefix}-status"[^>]*autofocus=""`));
      expect(served).not.toContain('aria-invalid');
    });

    it('confirm: equals the summary, the confirming form and the form to change something, rendered with the same values', () => {
      const { values } = post(spec);
      const edit = { values, errors: {}, formToken: 'token-2', idempotencyKey: 'nyckel-2' };
      const confirm = { token: 'c.1."<', key: 'bekraftad-1' };
      const given = Object.fromEntries(Object.entries(values).filter(([name]) => name !== spec.fields[0]!.name));
      const served = answers.confirm(spec, given, confirm, edit);
      expect(served).toBe(react(<ConfirmAnswer {...propsOf(spec)} state={{ values: given, confirm, edit }} />));
      expect(served).not.toContain(`<dt>${spec.fields[0]!.label}</dt>`);
      expect(served).toContain(`<dt>${spec.fields[1]!.label}</dt>`);
    });

    it('hostile values come out as text, in attributes and in elements', () => {
      const state = post(spec);
      const served = answers.refused(spec, state, state.message!);
      expect(served).not.toContain('<script');
      // No slot is left unfilled; the marker the visitor typed is their text (checked below).
      expect(served.replaceAll(markers.text('message'), '')).not.toContain('⟦');
      const text = spec.fields.find((field) => field.control !== 'select' && field.control !== 'textarea')!;
      const input = new RegExp(`<input [^>]*name="${text.name}"[^>]*\\svalue="([^"]*)"`).exec(served)!;
      expect(unescape(input[1]!)).toBe(state.values[text.name]);
      const area = spec.fields.find((field) => field.control === 'textarea');
      if (area) expect(unescape(new RegExp(`<textarea [^>]*name="${area.name}"[^>]*>([^<]*)</textarea>`).exec(served)![1]!)).toBe(state.values[area.name]);
      const [, errorField] = Object.keys(state.errors);
      expect(unescape(new RegExp(`<p id="${answerIdPrefix}-${errorField}-fel"[^>]*>([^<]*)</p>`).exec(served)![1]!)).toBe(state.errors[errorField!]);
      expect(served).toContain('name="formToken" value="1.token&quot;&lt;"');
    });

    it('its form is the page’s form: the same elements, attributes and texts as the block', () => {
      const html = renderBlock(<RenderBlocks blocks={page.data.blocks} />, { page, site, derived }).html;
      const block = formOf(html, spec.kind);
      const prefix = /\sid="([^"]+)-status"/.exec(block)![1]!;
      const empty = { values: {}, errors: {}, formToken: '', idempotencyKey: '' };
      const expected = canonical(inner(block), prefix);
      expect(expected.filter((line) => line.startsWith('label ')).length).toBe(spec.fields.length + 1); // and the honeypot's
      expect(expected.some((line) => line.startsWith(`a href=${site.forms.privacy.link.href}`))).toBe(spec.kind !== 'booking');
      expect(canonical(inner(formOf(answers.refused(spec, empty, ''), spec.kind)), answerIdPrefix)).toEqual(expected);
    });
  });

  it('a refused post that names no form: the message and the way home', () => {
    const served = answers.refused(undefined, { values: {}, errors: {}, formToken: '', idempotencyKey: '' }, hostile);
    expect(served).toBe(react(<PlainRefusal texts={site.forms} home={site.errors.home} message={hostile} />));
  });
});

describe('a template’s declared slots', () => {
  const [spec] = specs as [FormSpec, ...FormSpec[]];
  const template = renderAnswerTemplates(site, [spec]);
  const key = Object.keys(template.forms)[0]!;
  const withRefused = (refused: string) => ({ ...template, forms: { [key]: { ...template.forms[key]!, refused } } });
  const { refused } = template.forms[key]!;

  it('declares exactly the slots the server fills', () => {
    const filled = formSlotValues(spec, post(spec));
    expect(Object.keys(filled.texts).sort()).toEqual([...formSlots(spec).texts].sort());
    expect(Object.keys(filled.conditions).sort()).toEqual([...formSlots(spec).conditions].sort());
    const confirmed = confirmSlotValues(spec, {}, { token: '', key: '' }, post(spec));
    expect(Object.keys(confirmed.texts).sort()).toEqual([...confirmSlots(spec).texts].sort());
    expect(Object.keys(confirmed.conditions).sort()).toEqual([...confirmSlots(spec).conditions].sort());
  });

  it('refuses a template with a slot missing, one unknown, or a marker out of place, and a built form without its templates', () => {
    const check = (changed: string) => () => compileAnswerForms(withRefused(changed), [spec], 'mallen');
    expect(check(refused)).not.toThrow();
    expect(check(refused.replace(markers.text('formToken'), ''))).toThrow(/formToken saknas/);
    expect(check(refused + markers.text('okand'))).toThrow(/okända platser okand/);
    expect(check(refused + markers.when('message'))).toThrow(/avslutas aldrig/);
    expect(check(refused + markers.end)).toThrow(/står fel/);
    expect(() => compileAnswerForms({ ...template, forms: {} }, [spec], 'mallen')).toThrow(/saknas/);
    expect(() => compileAnswerForms(template, [], 'mallen')).toThrow(/inte finns/);
    expect(() => compileSlotMarkup(markers.text('message'), { texts: [], conditions: [] }, 'mallen')).toThrow(/okända/);
  });
});
