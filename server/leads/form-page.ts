/**
 * The built pages that contain a lead form, and the two things the server writes into them:
 *
 *  1. On every GET: a fresh signed form token and idempotency key in the form's hidden fields
 *     (form-token.ts), so the minimum fill time and duplicate protection work without JavaScript.
 *  2. After a refused plain-form post: the same page again, with the visitor's input kept, each
 *     error in the empty error line below its field (aria-invalid, aria-describedby), the form's
 *     message above the fields, "Fel i formuläret" in the title, and autofocus on the first
 *     problem so the browser scrolls there.
 *
 * The markup is our own (src/ui/form-fields.tsx, src/features/forms/lead-form-parts.tsx), so the
 * edits are made on the HTML text inside the one <form data-lead-form="…"> they concern.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { routeOfHtmlFile } from '../../src/content/routes';
import { errorIdOf } from '../../src/lead-form/contract';
import type { LeadKind } from '../../src/lead-form/fields';

export interface FormPages {
  /** Route path → built HTML, for every page with a lead form. */
  byRoute: Map<string, string>;
  /** dist/-relative file → route path. */
  routeOfFile: Map<string, string>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Reads every built page that has a lead form (once, at start-up). */
export function loadFormPages(distDir: string, files: Iterable<string>): FormPages {
  const pages: FormPages = { byRoute: new Map(), routeOfFile: new Map() };
  for (const file of files) {
    const route = routeOfHtmlFile(file);
    if (!route) continue;
    const html = readFileSync(path.join(distDir, file), 'utf8');
    if (!html.includes('data-lead-form=')) continue;
    pages.byRoute.set(route, html);
    pages.routeOfFile.set(file, route);
  }
  return pages;
}

/** Sets (or adds) an attribute on an opening tag. */
function setAttribute(tag: string, name: string, value: string | null): string {
  const pattern = new RegExp(`\\s${name}(?:="[^"]*")?(?=[\\s/>])`);
  const without = tag.replace(pattern, '');
  if (value === null) return without;
  return without.replace(/\s*(\/?)>$/, ` ${name}="${escapeHtml(value)}"$1>`);
}

const inputTag = (name: string) => new RegExp(`<input\\b[^>]*\\sname="${name}"[^>]*>`, 'g');

/** Fills the hidden token and key fields of every lead form on the page. */
export function withFormFields(html: string, fill: () => { formToken: string; idempotencyKey: string }): string {
  return html.replace(/<form\b[^>]*\bdata-lead-form="[^"]*"[^>]*>[\s\S]*?<\/form>/g, (form) => {
    const { formToken, idempotencyKey } = fill();
    return form
      .replace(inputTag('formToken'), (tag) => setAttribute(tag, 'value', formToken))
      .replace(inputTag('idempotencyKey'), (tag) => setAttribute(tag, 'value', idempotencyKey));
  });
}

export interface FormErrors {
  kind: LeadKind;
  /** What the visitor sent (text fields only), to put back into the form. */
  values: Record<string, string>;
  fields: Record<string, string>;
  message: string;
  formToken: string;
  idempotencyKey: string;
}

/**
 * The page again with the errors and the visitor's input, or undefined when the page has no form
 * of that kind (then the caller answers with a plain error page).
 */
export function withFormErrors(html: string, errors: FormErrors): string | undefined {
  const formPattern = new RegExp(`<form\\b[^>]*\\bdata-lead-form="${errors.kind}"[^>]*>[\\s\\S]*?<\\/form>`);
  const match = formPattern.exec(html);
  if (!match) return undefined;
  const hidden: Record<string, string> = { formToken: errors.formToken, idempotencyKey: errors.idempotencyKey, website: '' };
  const slotMessages = new Map<string, string>();
  let focused = false;

  // 1. The controls, in document order (so the first one with an error gets the focus).
  let form = match[0].replace(/<(input|textarea|select)\b[^>]*>(?:([\s\S]*?)<\/\1>)?/g, (whole: string, element: string, inner?: string) => {
    let open = /^<[^>]*>/.exec(whole)![0];
    const name = /\sname="([^"]*)"/.exec(open)?.[1];
    if (!name) return whole;
    let content = inner;
    if (Object.hasOwn(hidden, name)) {
      open = setAttribute(open, 'value', hidden[name]!);
    } else if (/\stype="hidden"/.test(open)) {
      return whole;
    } else {
      const value = errors.values[name] ?? '';
      if (element === 'input') open = setAttribute(open, 'value', value || null);
      if (element === 'textarea') content = escapeHtml(value);
      if (element === 'select') {
        content = inner?.replace(/<option\b[^>]*>/g, (option) =>
          setAttribute(option, 'selected', (/\svalue="([^"]*)"/.exec(option)?.[1] ?? '') === escapeHtml(value) ? '' : null),
        );
      }
      const error = errors.fields[name];
      const id = /\sid="([^"]*)"/.exec(open)?.[1];
      if (error && id) {
        open = setAttribute(setAttribute(open, 'aria-invalid', 'true'), 'aria-describedby', errorIdOf(id));
        if (!focused) open = setAttribute(open, 'autofocus', '');
        focused = true;
        slotMessages.set(errorIdOf(id), error);
      }
    }
    return element === 'input' ? open : `${open}${content ?? ''}</${element}>`;
  });

  // 2. Each error in the empty line below its field.
  form = form.replace(/<p\b([^>]*)\sid="([^"]+)"([^>]*)><\/p>/g, (slot, before: string, id: string, after: string) => {
    const message = slotMessages.get(id);
    if (message === undefined) return slot;
    return `<p${before} id="${id}"${after.replace(/\shidden=""/, '')}>${escapeHtml(message)}</p>`;
  });

  // 3. The form's message above the fields (focused when no field has an error).
  form = form.replace(/<div\b[^>]*\bdata-form-status=""[^>]*>[\s\S]*?<\/div>/, (status) => {
    let open = setAttribute(/^<div\b[^>]*>/.exec(status)![0], 'hidden', null);
    if (!focused) open = setAttribute(setAttribute(open, 'tabindex', '-1'), 'autofocus', '');
    return `${open}${escapeHtml(errors.message)}</div>`;
  });

  const page = html.slice(0, match.index) + form + html.slice(match.index + match[0].length);
  return page.replace('<title>', '<title>Fel i formuläret – ');
}

/** Compresses for the client as @fastify/static would have served the precompressed file. */
export function encodeFor(acceptEncoding: string | undefined, html: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const raw = Buffer.from(html);
  const accepts = (name: string) => new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q=(?!0(?:\\.0*)?\\s*(?:,|$))[0-9.]+)?\\s*(?:,|$)`).test(acceptEncoding ?? '');
  if (accepts('br')) return { body: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (accepts('gzip')) return { body: gzipSync(raw, { level: 6 }), encoding: 'gzip' };
  return { body: raw };
}
