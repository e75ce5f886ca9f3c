import type { EnquiryBlock as EnquiryData } from '../../content/schema-types.generated';
import { fieldNames } from '../../features/forms/lead-fields';
import { ContactFields, fieldGrid, LeadFormStart, leadFormCard, RevenueField } from '../../features/forms/lead-form-parts';
import { slugify } from '../../lib/slug';
import { usePageContext } from '../../render/page-context';
import { buttonClass, useButtonStyles } from '../../ui/action-button';
import { SelectInput, TextArea, type SelectOption } from '../../ui/form-fields';
import { Section } from '../../ui/section';

const name = fieldNames('enquiry');

/** Labels as options whose values are the lowercase, hyphenated label (docs/specification.md §3). */
function toOptions(labels: readonly string[]): SelectOption[] {
  return labels.map((label) => ({ value: slugify(label), label }));
}

/**
 * A service enquiry form as plain HTML: it posts to the lead endpoint and works without JavaScript
 * (docs/decisions.md 10). Required fields per docs/specification.md §5: company, name, e-mail, revenue and start timing.
 */
export function EnquiryBlock({ id, heading, intro, service, urgencyOptions, budgetOptions, topic }: EnquiryData) {
  const { site, page } = usePageContext();
  // Pages link to "#forfragan" to reach the form; give it that anchor unless a block already has it.
  const taken = page.data.blocks.some((block) => block.id === 'forfragan');
  const anchor = id ?? (taken ? undefined : 'forfragan');
  const prefix = anchor ?? 'forfragan-formular';
  const field = (fieldName: string) => `${prefix}-${fieldName}`;
  useButtonStyles();

  return (
    <Section id={anchor} heading={heading} intro={intro} tone="tinted">
      <div className={`${leadFormCard} lead-card-narrow`}>
        <form method="post" action="/api/leads" data-lead-form="enquiry">
          <LeadFormStart kind="enquiry" page={page.path} idPrefix={prefix} />
          <input type="hidden" name={name('service')} value={service} />
          <div className={fieldGrid}>
            <ContactFields idPrefix={prefix} />
            <RevenueField idPrefix={prefix} />
            <SelectInput
              id={field('urgency')}
              name={name('urgency')}
              label="När vill ni starta?"
              required
              placeholder="Välj tidpunkt …"
              options={toOptions(urgencyOptions ?? site.enquiry.urgencyOptions)}
            />
            <SelectInput
              id={field('budget')}
              name={name('budget')}
              label="Budget"
              placeholder="Välj budget (valfritt)"
              options={toOptions(budgetOptions ?? site.enquiry.budgetOptions)}
            />
            {topic && (
              <SelectInput
                id={field('topic')}
                name={name('topic')}
                label={topic.label}
                placeholder="Välj (valfritt)"
                options={toOptions(topic.options)}
              />
            )}
            <TextArea id={field('message')} name={name('message')} label="Meddelande" rows={4} wide />
          </div>
          <div className="lead-actions">
            <button type="submit" className={buttonClass(true)}>
              Skicka förfrågan
            </button>
            <p className="small muted">
              Vi svarar inom 48 timmar. Så hanterar vi dina uppgifter: <a href="/integritetspolicy">integritetspolicy</a>.
            </p>
          </div>
        </form>
      </div>
    </Section>
  );
}
