/**
 * The lead forms with JavaScript on (docs/decisions.md 10–11): the same <form>s, submitted with fetch
 * as JSON instead of a page load. A tiny browser module with no React and no MUI, loaded by the
 * entry only on pages that have a lead form.
 *
 *  - The form is `novalidate`: it checks itself with the lead server's own rules and Swedish
 *    messages (validate-fields.ts) and sends nothing until they pass, rather than show the
 *    browser's bubbles one field at a time in the browser's language.
 *  - The button is disabled ("Skickar …") while the post is under way; no automatic retry.
 *  - Refused: the server's message above the form and each field's error beside it (the same
 *    empty error lines the server fills when it sends the page back without JavaScript).
 *  - Accepted: the form is replaced by a Swedish confirmation, which takes the focus, and a toast
 *    appears in the "Notiser" live region (toaster.ts).
 *  - The page is static: on load the module fetches a form token (GET /api/form-token) for the
 *    forms, and again before sending if the page has been open for longer than it lasts. The
 *    idempotency key is one per fill, made here: a visitor who retries after a lost answer gets
 *    the first answer back, not a second lead.
 */
import { errorIdOf, events, formTokenEndpoint, hooks, leadEndpoint, selectors } from '~/src/lead-form/contract';
import type { BrowserTexts } from '~/src/lead-form/texts';
import { fieldsMissing, textsOf } from './form-texts';
import { createToaster, type Toaster } from './toaster';
import { fieldErrors } from './validate-fields';

interface LeadAnswer {
  ok?: boolean;
  /** A booked time's own heading ("Mötet är bokat"): no confirmation to wait for. */
  heading?: string;
  message?: string;
  errors?: Record<string, string>;
}

interface TokenAnswer {
  formToken?: string;
  maxAgeSeconds?: number;
}

/** The page's form token, fetched once and again when it has grown old. */
function tokenSource() {
  let current: Promise<string | undefined> | undefined;
  let expires = 0;
  return (): Promise<string | undefined> => {
    if (current && Date.now() < expires) return current;
    const requested = Date.now();
    current = fetch(formTokenEndpoint, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<TokenAnswer>) : undefined))
      .then((answer) => {
        // Renew well before the server's limit, so a token never runs out mid-fill.
        expires = requested + ((answer?.maxAgeSeconds ?? 3600) * 1000) / 2;
        return answer?.formToken;
      })
      .catch(() => {
        current = undefined;
        return undefined;
      });
    return current;
  };
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function controls(form: HTMLFormElement): HTMLElement[] {
  return Array.from(form.elements).filter((el): el is HTMLElement => el instanceof HTMLElement && el.hasAttribute('name'));
}

function clearErrors(form: HTMLFormElement) {
  for (const slot of form.querySelectorAll<HTMLElement>(selectors.fieldError)) {
    slot.textContent = '';
    slot.hidden = true;
  }
  for (const control of controls(form)) {
    control.removeAttribute('aria-invalid');
    control.removeAttribute('aria-describedby');
  }
  const status = form.querySelector<HTMLElement>(selectors.status);
  if (status) {
    status.textContent = '';
    status.hidden = true;
  }
}

function showErrors(form: HTMLFormElement, message: string, errors: Record<string, string>) {
  let first: HTMLElement | undefined;
  const unplaced: string[] = [];
  for (const [name, error] of Object.entries(errors)) {
    const control = form.elements.namedItem(name);
    const slot = control instanceof HTMLElement && control.id ? form.ownerDocument.getElementById(errorIdOf(control.id)) : null;
    if (!(control instanceof HTMLElement) || !slot) {
      unplaced.push(error);
      continue;
    }
    slot.textContent = error;
    slot.hidden = false;
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('aria-describedby', slot.id);
    first ??= control;
  }
  const status = form.querySelector<HTMLElement>(selectors.status);
  if (status) {
    status.replaceChildren([message, ...unplaced].join(' '));
    status.append(summaryOf(form, errors));
    status.hidden = false;
    status.tabIndex = -1;
  }
  // Document order: the first field with an error, else the message.
  const target = controls(form).find((c) => c.getAttribute('aria-invalid') === 'true') ?? first ?? status;
  target?.focus();
}

/** The alert's list of what to correct, each a link to its field ("Företag: Fyll i …"). */
function summaryOf(form: HTMLFormElement, errors: Record<string, string>): DocumentFragment {
  const doc = form.ownerDocument;
  const fragment = doc.createDocumentFragment();
  const items = controls(form).flatMap((control) => {
    const error = errors[control.getAttribute('name') ?? ''];
    if (!error || !control.id) return [];
    const label = (control as HTMLInputElement).labels?.[0]?.firstChild?.textContent?.trim();
    const item = doc.createElement('li');
    const link = doc.createElement('a');
    link.href = `#${control.id}`;
    link.textContent = label ? `${label}: ${error}` : error;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      control.focus();
    });
    item.append(link);
    return [item];
  });
  if (items.length === 0) return fragment;
  const list = doc.createElement('ul');
  list.append(...items);
  fragment.append(list);
  return fragment;
}

function showConfirmation(form: HTMLFormElement, heading: string, message: string) {
  const doc = form.ownerDocument;
  const box = doc.createElement('div');
  box.className = 'lead-confirmation';
  box.tabIndex = -1;
  box.setAttribute(hooks.confirmation, form.getAttribute(hooks.form) ?? '');
  const title = doc.createElement('h3');
  title.textContent = heading;
  const text = doc.createElement('p');
  text.textContent = message;
  box.append(title, text);
  form.replaceWith(box);
  box.focus();
}

async function submit(form: HTMLFormElement, texts: BrowserTexts, toaster: Toaster, token: () => Promise<string | undefined>) {
  if (form.getAttribute('aria-busy') === 'true') return;
  const invalid = fieldErrors(form.getAttribute(hooks.form) ?? '', new FormData(form));
  if (Object.keys(invalid).length > 0) {
    clearErrors(form);
    showErrors(form, fieldsMissing(texts, Object.keys(invalid).length), invalid);
    return;
  }
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? '';
  form.setAttribute('aria-busy', 'true');
  if (button) {
    button.disabled = true;
    button.textContent = texts.sending;
  }
  clearErrors(form);
  const restore = () => {
    form.removeAttribute('aria-busy');
    if (button) {
      button.disabled = false;
      button.textContent = label;
    }
  };

  let response: Response;
  let answer: LeadAnswer | undefined;
  try {
    const tokenField = form.elements.namedItem('formToken');
    if (tokenField instanceof HTMLInputElement && !tokenField.dataset.fromServer) tokenField.value = (await token()) ?? tokenField.value;
    response = await fetch(form.getAttribute('action') ?? leadEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(Object.fromEntries(new FormData(form))),
      credentials: 'same-origin',
    });
    answer = (await response.json().catch(() => undefined)) as LeadAnswer | undefined;
  } catch {
    restore();
    showErrors(form, texts.offline, {});
    return;
  }
  if (response.ok && answer?.ok) {
    const message = answer.message ?? texts.sent.text;
    showConfirmation(form, answer.heading ?? texts.sent.heading, message);
    toaster.show(answer.heading ?? texts.sent.toast, message);
    return;
  }
  if (response.status === 409) {
    // This key already belongs to a lead with other content: the next try is a new fill.
    const key = form.elements.namedItem('idempotencyKey');
    if (key instanceof HTMLInputElement) key.value = newIdempotencyKey();
  }
  restore();
  showErrors(form, answer?.message ?? texts.failed, answer?.errors ?? {});
  // The time picker reloads its times when the one chosen was taken meanwhile.
  form.dispatchEvent(new CustomEvent(events.refused, { detail: answer }));
}

/** Enhances every lead form on the page. */
export function enhanceLeadForms(doc: Document = document): void {
  const forms = Array.from(doc.querySelectorAll<HTMLFormElement>(selectors.form)).flatMap((form) => {
    const texts = textsOf(form);
    return texts ? [{ form, texts }] : [];
  });
  if (forms.length === 0) return;
  const toaster = createToaster(doc, forms[0]!.texts);
  const token = tokenSource();
  for (const { form, texts } of forms) {
    form.noValidate = true;
    const key = form.elements.namedItem('idempotencyKey');
    if (key instanceof HTMLInputElement && !key.value) key.value = newIdempotencyKey();
    // A form the lead server made (an answer page) already carries its own token; keep it.
    const tokenField = form.elements.namedItem('formToken');
    if (tokenField instanceof HTMLInputElement && tokenField.value) tokenField.dataset.fromServer = '';
    else void token().then((value) => tokenField instanceof HTMLInputElement && value && (tokenField.value = value));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void submit(form, texts, toaster, token);
    });
  }
}
