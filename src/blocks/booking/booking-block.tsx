import type { BookingFormBlock } from '../../content/schema-types.generated';
import { fieldNames } from '../../features/forms/lead-fields';
import { ContactFields, fieldGrid, LeadFormStart, leadFormCard } from '../../features/forms/lead-form-parts';
import { bookingOptions } from '../../features/forms/options';
import { usePageContext } from '../../render/page-context';
import { buttonClass, useButtonStyles } from '../../ui/action-button';
import { SelectInput, TextArea } from '../../ui/form-fields';
import { Section } from '../../ui/section';

const name = fieldNames('booking');

/**
 * Query parameter → field to preselect (docs/decisions.md 5: /boka-mote?amne=…, ?bradskande=asap).
 * Static HTML cannot read the query string; the client script reads this attribute and does it.
 */
const preselect = JSON.stringify({ amne: 'topic', bradskande: 'urgency' });

/**
 * The booking request form (docs/specification.md §3, §5): a plain POST to the lead endpoint that works without
 * JavaScript (docs/decisions.md 9–10). Required fields carry the `required` attribute and a visible *.
 */
export function BookingBlock({ id = 'bokning', heading, intro }: BookingFormBlock) {
  const { page } = usePageContext();
  const field = (fieldName: string) => `${id}-${fieldName}`;
  useButtonStyles();

  return (
    <Section id={id} heading={heading} intro={intro} tone="tinted">
      <form
        method="post"
        action="/api/leads"
        aria-label={heading}
        data-preselect={preselect}
        data-lead-form="booking"
        className={`${leadFormCard} lead-card-narrow`}
      >
        <LeadFormStart kind="booking" page={page.path} idPrefix={id} />

        <div className={fieldGrid}>
          <ContactFields idPrefix={id} phoneRequired />
          <SelectInput
            id={field('meetingFormat')}
            name={name('meetingFormat')}
            label="Mötesform"
            required
            placeholder="Välj mötesform"
            options={bookingOptions.meetingFormat}
          />
          <SelectInput
            id={field('preferredTime')}
            name={name('preferredTime')}
            label="Önskad tid"
            placeholder="Välj tid på dagen"
            options={bookingOptions.preferredTime}
          />
          <SelectInput
            id={field('urgency')}
            name={name('urgency')}
            label="Hur brådskande är det?"
            placeholder="Välj hur brådskande"
            options={bookingOptions.urgency}
          />
          <SelectInput
            id={field('revenue')}
            name={name('revenue')}
            label="Årsomsättning"
            required
            placeholder="Välj omsättning"
            options={bookingOptions.revenue}
          />
          <SelectInput
            id={field('topic')}
            name={name('topic')}
            label="Vad vill ni prata om?"
            placeholder="Välj ämne"
            options={bookingOptions.topic}
            wide
          />
          <TextArea id={field('message')} name={name('message')} label="Meddelande" rows={4} wide />
        </div>

        <div className="lead-actions">
          <button type="submit" className={buttonClass(true)}>
            Skicka bokningsförfrågan
          </button>
        </div>
      </form>
    </Section>
  );
}
