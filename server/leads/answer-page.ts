/**
 * The pages the lead endpoint answers a plain (no-JavaScript) post with, made from the form
 * contract and the built form specs — never by editing a page's HTML:
 *
 *  - refused: the form again, as the form spec describes it, with the visitor's input, each
 *    error below its field (aria-invalid, aria-describedby), the message above, focus on the
 *    first problem, and a fresh form token, so the corrected post goes straight through;
 *  - confirm: a post without a form token (the page came from a static host or a cache, and
 *    the browser runs no script) is shown back as a summary with one button that confirms
 *    exactly that content (a signed, single-use confirmation token), and the form below to
 *    change something.
 *
 * The markup goes into the slot of a page the build prerendered with the site's layout
 * (slot-template.ts); every value is escaped here.
 */
import { homePath } from '../../src/content/routes';
import { errorIdOf, formClasses as c, hooks, leadEndpoint } from '../../src/lead-form/contract';
import type { FieldSpec, FormSpec } from '../../src/lead-form/form-spec';
import type { EndpointTexts } from '../../src/lead-form/texts';
import { escapeHtml as e } from '../../src/shared/escape-html';

const idPrefix = 'svar';

export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  formToken: string;
  idempotencyKey: string;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`;

function hiddenFields(texts: EndpointTexts, spec: FormSpec, formToken: string, idempotencyKey: string): string {
  return [
    hidden('kind', spec.kind),
    hidden('page', spec.page),
    ...Object.entries(spec.fixed).map(([name, value]) => hidden(name, value as string)),
    hidden('formToken', formToken),
    hidden('idempotencyKey', idempotencyKey),
    // The honeypot, as in the blocks: off-screen, hidden from assistive technology.
    `<div class="${c.honeypot}" aria-hidden="true"><label for="${idPrefix}-website">${e(texts.honeypot)}</label><input id="${idPrefix}-website" type="text" name="website" tabindex="-1" autocomplete="off" value=""></div>`,
  ].join('\n');
}

function control(field: FieldSpec, id: string, value: string, invalid: { autofocus: boolean } | undefined): string {
  const attributes = [
    `id="${id}"`,
    `class="${field.control === 'select' ? c.select : c.control}"`,
    `name="${e(field.name)}"`,
    field.required ? 'required' : '',
    field.autoComplete ? `autocomplete="${e(field.autoComplete)}"` : '',
    invalid ? `aria-invalid="true" aria-describedby="${errorIdOf(id)}"` : '',
    invalid?.autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  if (field.control === 'textarea') return `<textarea ${attributes.join(' ')} rows="4">${e(value)}</textarea>`;
  if (field.control === 'select') {
    const options = [{ value: '', label: field.placeholder ?? '' }, ...(field.options ?? [])]
      .map((option) => `<option value="${e(option.value)}"${option.value === value ? ' selected' : ''}>${e(option.label)}</option>`)
      .join('');
    return `<select ${attributes.join(' ')}>${options}</select>`;
  }
  return `<input type="${field.control}" ${attributes.join(' ')}${value ? ` value="${e(value)}"` : ''}>`;
}

/** site.yaml's forms.requiredNote with its star marked as on the form (lead-form-parts.tsx `RequiredNote`). */
function requiredNote(text: string): string {
  const at = text.indexOf('*');
  const note = at < 0 ? e(text) : `${e(text.slice(0, at))}<span class="${c.star}">*</span>${e(text.slice(at + 1))}`;
  return `<p class="${c.requiredNote}">${note}</p>`;
}

/** The submit button and, as on the forms, the line under it: the reply promise and the privacy link. */
function actions(texts: EndpointTexts, spec: FormSpec): string {
  const promise = texts.replyPromise[spec.kind];
  const { text, link } = texts.privacy;
  const line = promise ? `<p class="${c.promise}">${e(`${promise} ${text} `)}<a href="${e(link.href)}">${e(link.label)}</a>.</p>` : '';
  return `<div class="${c.actions}"><button type="submit" class="${c.submit}">${e(spec.submitLabel)}</button>${line}</div>`;
}

/** The form again, filled in, with its errors. */
export function formMarkup(texts: EndpointTexts, spec: FormSpec, state: FormState, message?: string): string {
  const firstError = spec.fields.find((field) => state.errors[field.name]);
  const fields = spec.fields.map((field) => {
    const id = `${idPrefix}-${field.name}`;
    const error = state.errors[field.name];
    const star = field.required ? `<span class="${c.star}" aria-hidden="true">*</span>` : '';
    return [
      `<div class="${c.field}${field.wide ? ` ${c.wide}` : ''}">`,
      `<label for="${id}">${e(field.label)}${star}</label>`,
      control(field, id, state.values[field.name] ?? '', error ? { autofocus: field === firstError } : undefined),
      `<p id="${errorIdOf(id)}" class="${c.error}" ${hooks.fieldError}=""${error ? '' : ' hidden'}>${error ? e(error) : ''}</p>`,
      '</div>',
    ].join('');
  });
  const status = message
    ? `<div id="${idPrefix}-status" class="${c.status}" ${hooks.status}="" role="alert" tabindex="-1"${firstError ? '' : ' autofocus'}>${e(message)}</div>`
    : `<div id="${idPrefix}-status" class="${c.status}" ${hooks.status}="" role="alert" hidden></div>`;
  return [
    `<form method="post" action="${leadEndpoint}" class="${c.card}" ${hooks.form}="${spec.kind}">`,
    hiddenFields(texts, spec, state.formToken, state.idempotencyKey),
    status,
    requiredNote(texts.requiredNote),
    `<div class="${c.grid}">${fields.join('\n')}</div>`,
    actions(texts, spec),
    '</form>',
  ].join('\n');
}

export function refusedMarkup(texts: EndpointTexts, spec: FormSpec | undefined, state: FormState, message: string): string {
  if (!spec) {
    return `<h1>${e(texts.answer.refusedHeading)}</h1>\n<p role="alert">${e(message)}</p>\n<p><a href="${homePath}">${e(texts.home)}</a></p>`;
  }
  return `<h1>${e(texts.answer.refusedHeading)}</h1>\n${formMarkup(texts, spec, state, message)}`;
}

/** The summary with its one confirming button, then the same form to change something. */
export function confirmMarkup(
  texts: EndpointTexts,
  spec: FormSpec,
  values: Record<string, string>,
  confirm: { token: string; key: string },
  edit: FormState,
): string {
  const rows = spec.fields
    .filter((field) => values[field.name])
    .map((field) => {
      const value = values[field.name]!;
      const shown = field.options?.find((option) => option.value === value)?.label ?? value;
      return `<dt>${e(field.label)}</dt><dd>${e(shown)}</dd>`;
    });
  const carried = spec.fields.filter((field) => values[field.name]).map((field) => hidden(field.name, values[field.name]!));
  return [
    `<h1>${e(texts.answer.confirmHeading)}</h1>`,
    `<p>${e(texts.answer.confirmIntro)}</p>`,
    `<dl class="lead-answer-summary">${rows.join('')}</dl>`,
    `<form method="post" action="${leadEndpoint}" class="${c.card} lead-answer-confirm">`,
    hiddenFields(texts, spec, confirm.token, confirm.key),
    ...carried,
    `<button type="submit" class="${c.submit}">${e(texts.answer.confirmButton)}</button>`,
    '</form>',
    `<h2>${e(texts.answer.editHeading)}</h2>`,
    formMarkup(texts, spec, edit),
  ].join('\n');
}
