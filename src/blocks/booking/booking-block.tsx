import { useId } from 'react';
import type { BookingBlockData } from '~/src/content/model';
import { leadFormAttributes, LeadFormActions, LeadFormFields, LeadFormStart, leadFormCard } from '~/src/features/forms/lead-form-parts';
import { hooks, leadEndpoint } from '~/src/lead-form/contract';
import { fieldNames } from '~/src/lead-form/fields';
import { bookingFormSpec } from '~/src/lead-form/form-spec';
import { replyPromise } from '~/src/lead-form/texts';
import { usePageContext } from '~/src/render/page-context';
import { Section } from '~/src/ui/section';
import { TimePickerSlot } from '~/src/features/forms/time-picker-slot';

const name = fieldNames('booking');

/**
 * Query parameter → field to preselect (docs/decisions.md 5: /boka-mote?amne=…, ?bradskande=asap).
 * Static HTML cannot read the query string; the client script reads this attribute and does it.
 */
const preselect = JSON.stringify({ amne: name('topic'), bradskande: name('urgency') });

/**
 * The booking request form (docs/specification.md §3, §5): a plain POST to the lead endpoint that works without
 * JavaScript (docs/decisions.md 9–10). Required fields carry the `required` attribute and a visible *.
 * With JavaScript the free times come first (TimePickerSlot, docs/decisions.md 163): a time picked is booked.
 */
export function BookingBlock(block: BookingBlockData) {
  const { id, heading, intro } = block;
  const { site, page } = usePageContext();
  const spec = bookingFormSpec(block, site, page.path);
  const generatedId = useId();
  const idPrefix = id ?? generatedId;

  return (
    <Section id={id} heading={heading} intro={intro} tone="tinted">
      <form
        method="post"
        action={leadEndpoint}
        aria-label={heading}
        {...{ [hooks.preselect]: preselect, ...leadFormAttributes(spec, site.forms) }}
        className={`${leadFormCard} lead-card-narrow`}
      >
        <LeadFormStart spec={spec} idPrefix={idPrefix} texts={site.forms} />
        <TimePickerSlot texts={site.forms.times} />
        <LeadFormFields spec={spec} idPrefix={idPrefix} />
        <LeadFormActions submitLabel={spec.submitLabel} texts={site.forms} promise={replyPromise(spec.kind, site.promises)} />
      </form>
    </Section>
  );
}
