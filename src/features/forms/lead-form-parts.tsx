import { useStylesheet } from '../../render/stylesheet';
import { SelectInput, TextInput } from '../../ui/form-fields';
import type { LeadKind, LeadOf, MetaField, VisibleField } from './lead-fields';
import leadFormsCss from './lead-forms.css?inline';
import { revenueRanges } from './options';

type Meta<K extends LeadKind> = Pick<LeadOf<K>, Extract<MetaField, keyof LeadOf<K>>>;

interface HiddenFieldsProps<K extends LeadKind> {
  kind: K;
  /** The page's own path, so every lead records where it came from. */
  page: Meta<K>['page'];
  /** Prefix of the ids in this form (the honeypot's id). */
  idPrefix: string;
}

/**
 * The fields every lead form carries besides what the visitor fills in (schema/lead.schema.json):
 *  - kind and page, fixed when the page is built;
 *  - formToken and idempotencyKey, empty in the built HTML: the lead server fills them in each
 *    time it sends the page (the time the page was fetched, signed; a fresh key per page load),
 *    so both work without JavaScript (server/leads/form-page.ts);
 *  - website, a honeypot: off-screen and hidden from assistive technology, out of the tab
 *    order, so only a robot fills it in.
 */
export function LeadHiddenFields<K extends LeadKind>({ kind, page, idPrefix }: HiddenFieldsProps<K>) {
  const honeypotId = `${idPrefix}-website`;
  // The form card's styles and those of enhance.ts's confirmation and toast, in the page's head.
  useStylesheet(leadFormsCss);
  return (
    <>
      <input type="hidden" name={'kind' satisfies MetaField} value={kind} />
      <input type="hidden" name={'page' satisfies MetaField} value={page} />
      <input type="hidden" name={'formToken' satisfies MetaField} value="" />
      <input type="hidden" name={'idempotencyKey' satisfies MetaField} value="" />
      <div aria-hidden="true" className="lead-honeypot">
        <label htmlFor={honeypotId}>Lämna det här fältet tomt</label>
        <input id={honeypotId} type="text" name={'website' satisfies MetaField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/**
 * The form's message line above the fields: empty and hidden until the server (a page sent back
 * with errors) or the enhancement module (a fetch answered with errors) has something to say.
 */
export function LeadFormStatus({ idPrefix }: { idPrefix: string }) {
  return (
    <div id={`${idPrefix}-status`} data-form-status="" role="alert" hidden className="lead-status" />
  );
}

/** Field names that every kind of lead has; the contact fields below use only these. */
type ContactField = VisibleField<'lead'> & VisibleField<'enquiry'> & VisibleField<'booking'>;
const contactName = <N extends ContactField>(name: N) => name;

/** The card every lead form sits on (lead-forms.css); `lead-card-narrow` limits its width. */
export const leadFormCard = 'lead-card';

/** How every lead form starts: its hidden fields, the status region and the note on required fields. */
export function LeadFormStart<K extends LeadKind>(props: HiddenFieldsProps<K>) {
  return (
    <>
      <LeadHiddenFields {...props} />
      <LeadFormStatus idPrefix={props.idPrefix} />
      <RequiredNote />
    </>
  );
}

/** The two-column grid (one column on phones) that every lead form lays its fields out in (form-fields.css). */
export const fieldGrid = 'field-grid';

/**
 * Explains the * on required fields. The star is read aloud too: without it the sentence
 * "Fält markerade med är obligatoriska" would make no sense to a screen-reader user.
 */
export function RequiredNote() {
  return (
    <p className="lead-required small muted">
      Fält markerade med <span className="field-star">*</span> är obligatoriska.
    </p>
  );
}

/** Company, name, e-mail and phone: how all three forms begin (docs/specification.md §3). Phone is required only when booking. */
export function ContactFields({ idPrefix, phoneRequired = false }: { idPrefix: string; phoneRequired?: boolean }) {
  const field = (name: ContactField) => `${idPrefix}-${name}`;
  return (
    <>
      <TextInput id={field('company')} name={contactName('company')} label="Företag" required autoComplete="organization" />
      <TextInput id={field('name')} name={contactName('name')} label="Namn" required autoComplete="name" />
      <TextInput id={field('email')} name={contactName('email')} label="E-post" type="email" required autoComplete="email" />
      <TextInput id={field('phone')} name={contactName('phone')} label="Telefon" type="tel" required={phoneRequired} autoComplete="tel" />
    </>
  );
}

const revenueName: VisibleField<'lead'> & VisibleField<'enquiry'> = 'revenue';

/** Annual revenue, asked by the home lead form and the service enquiry (`wide` spans both columns). */
export function RevenueField({ idPrefix, wide = false }: { idPrefix: string; wide?: boolean }) {
  return (
    <SelectInput
      id={`${idPrefix}-${revenueName}`}
      name={revenueName}
      label="Årsomsättning"
      required
      placeholder="Välj omsättning …"
      options={revenueRanges}
      wide={wide}
    />
  );
}
