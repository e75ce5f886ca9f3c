import { useStylesheet } from '~/src/render/stylesheet';
import { buttonClass, useButtonStyles } from '~/src/ui/action-button';
import { Fragment, type ReactNode } from 'react';
import { SelectInput, TextArea, TextInput, type SelectInputProps } from '~/src/ui/form-fields';
import { browserTexts, type FormTexts } from '~/src/lead-form/texts';
import { formClasses as c, hooks } from '~/src/lead-form/contract';
import type { MetaField } from '~/src/lead-form/fields';
import type { FieldSpec, FormSpec } from '~/src/lead-form/form-spec';
import leadFormsCss from './lead-forms.css?inline';

interface HiddenFieldsProps {
  spec: FormSpec;
  /** Prefix of the ids in this form (the honeypot's id). */
  idPrefix: string;
  /** site.yaml's `forms`. */
  texts: FormTexts;
  /** A form shown again by the lead server: its form token and idempotency key (a page's form has neither). */
  tokens?: { formToken: string; idempotencyKey: string };
}

/**
 * The fields every lead form carries besides what the visitor fills in (schema/lead.schema.json):
 *  - kind and page (and fixed content such as the enquiry's service), fixed when the page is built;
 *  - formToken and idempotencyKey, empty in the static page: the enhancement fetches a token and
 *    makes a key per fill; a plain post without them gets a confirmation step from the server
 *    that carries both (docs/decisions.md 21, server/leads/routes.ts);
 *  - website, a honeypot: off-screen and hidden from assistive technology, out of the tab
 *    order, so only a robot fills it in.
 */
/** The meta fields' names, checked against the contract (a `satisfies` inside a JSX prop defeats jsx-a11y's reading of it). */
const meta = { kind: 'kind', page: 'page', formToken: 'formToken', idempotencyKey: 'idempotencyKey', website: 'website' } as const satisfies {
  [K in MetaField]?: K;
};

export function LeadHiddenFields({ spec, idPrefix, texts, tokens }: HiddenFieldsProps) {
  const honeypotId = `${idPrefix}-website`;
  // The form card's styles and those of enhance.ts's confirmation and toast, in the page's head.
  useStylesheet(leadFormsCss);
  return (
    <>
      <input type="hidden" name={meta.kind} value={spec.kind} />
      <input type="hidden" name={meta.page} value={spec.page} />
      {Object.entries(spec.fixed).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value as string} />
      ))}
      <input type="hidden" name={meta.formToken} value={tokens?.formToken ?? ''} />
      <input type="hidden" name={meta.idempotencyKey} value={tokens?.idempotencyKey ?? ''} />
      <div aria-hidden="true" className={c.honeypot}>
        <label htmlFor={honeypotId}>{texts.honeypot}</label>
        <input id={honeypotId} type="text" name={meta.website} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/**
 * The form's message line above the fields: empty and hidden until the server (a form sent back
 * with errors: `message`, focused when no field has an error) or the enhancement module (a fetch
 * answered with errors) has something to say.
 */
export function LeadFormStatus({ idPrefix, message, focus }: { idPrefix: string; message?: string; focus?: boolean }) {
  const shown = message === undefined ? { hidden: true } : { tabIndex: -1, ...(focus && { autoFocus: true }) };
  return (
    <div id={`${idPrefix}-status`} {...{ [hooks.status]: '' }} role="alert" {...shown} className={c.status}>
      {message}
    </div>
  );
}

/** The card every lead form sits on (lead-forms.css); `lead-card-narrow` limits its width. */
export const leadFormCard = c.card;

/** How every lead form starts: its hidden fields, the status region and the note on required fields. */
export function LeadFormStart({ status, ...props }: HiddenFieldsProps & { status?: ReactNode }) {
  return (
    <>
      <LeadHiddenFields {...props} />
      {status ?? <LeadFormStatus idPrefix={props.idPrefix} />}
      <RequiredNote text={props.texts.requiredNote} />
    </>
  );
}

/** The two-column grid (one column on phones) that every lead form lays its fields out in (form-fields.css). */
export const fieldGrid = c.grid;

/**
 * Explains the * on required fields (site.yaml's forms.requiredNote, with the star where the
 * editor wrote it). The star is read aloud too: without it the sentence would make no sense to a
 * screen-reader user.
 */
export function RequiredNote({ text }: { text: string }) {
  const at = text.indexOf('*');
  return (
    <p className={c.requiredNote}>
      {at < 0 ? (
        text
      ) : (
        <>
          {text.slice(0, at)}
          <span className={c.star}>*</span>
          {text.slice(at + 1)}
        </>
      )}
    </p>
  );
}

/**
 * The submit button and the line under it: how the visitor's details are handled (a link to the
 * privacy policy) and the promise of a reply (site.yaml `promises`).
 */
export function LeadFormActions({ submitLabel, texts, promise }: { submitLabel: string; texts: FormTexts; promise?: string }) {
  useButtonStyles();
  return (
    <div className={c.actions}>
      <button type="submit" className={buttonClass(true)}>
        {submitLabel}
      </button>
      {promise && (
        <p className={c.promise}>
          {`${promise} ${texts.privacy.text} `}
          <a href={texts.privacy.link.href}>{texts.privacy.link.label}</a>.
        </p>
      )}
    </div>
  );
}

/** The attributes every lead form carries: its kind for the enhancement, and the enhancement's words. */
export function leadFormAttributes(spec: FormSpec, texts: FormTexts): Record<string, string> {
  return { [hooks.form]: spec.kind, [hooks.texts]: JSON.stringify(browserTexts(texts)) };
}

/** One field as its spec describes it; `state` and `optionVariants` for a form shown again (form-fields.tsx). */
export function FieldControl({ field, id, state, optionVariants }: { field: FieldSpec; id: string } & Pick<SelectInputProps, 'state' | 'optionVariants'>) {
  const common = { id, name: field.name, label: field.label, required: field.required, wide: field.wide, state };
  if (field.control === 'textarea') return <TextArea {...common} rows={4} />;
  if (field.control === 'select')
    return <SelectInput {...common} placeholder={field.placeholder ?? ''} options={field.options ?? []} optionVariants={optionVariants} />;
  return <TextInput {...common} type={field.control} autoComplete={field.autoComplete} />;
}

/**
 * A form's visible fields in its grid, exactly as the form spec lists them (src/lead-form/form-spec.ts);
 * `renderField` draws a field otherwise (the lead server's answer form, answer-forms.tsx).
 */
export function LeadFormFields({
  spec,
  idPrefix,
  renderField,
}: {
  spec: FormSpec;
  idPrefix: string;
  renderField?: (field: FieldSpec, id: string) => ReactNode;
}) {
  return (
    <div className={fieldGrid}>
      {spec.fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        return <Fragment key={field.name}>{renderField ? renderField(field, id) : <FieldControl field={field} id={id} />}</Fragment>;
      })}
    </div>
  );
}
