import type { EnquiryBlock as EnquiryData } from '../../content/schema-types.generated';
import { LeadFormFields, LeadFormPromise, LeadFormStart, leadFormCard } from '../../features/forms/lead-form-parts';
import { hooks, leadEndpoint } from '../../lead-form/contract';
import { enquiryFormSpec } from '../../lead-form/form-spec';
import { usePageContext } from '../../render/page-context';
import { buttonClass, useButtonStyles } from '../../ui/action-button';
import { Section } from '../../ui/section';

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
  const spec = enquiryFormSpec({ service, urgencyOptions, budgetOptions, topic }, site, page.path);
  useButtonStyles();

  return (
    <Section id={anchor} heading={heading} intro={intro} tone="tinted">
      <div className={`${leadFormCard} lead-card-narrow`}>
        <form method="post" action={leadEndpoint} {...{ [hooks.form]: spec.kind }}>
          <LeadFormStart spec={spec} idPrefix={prefix} />
          <LeadFormFields spec={spec} idPrefix={prefix} />
          <div className="lead-actions">
            <button type="submit" className={buttonClass(true)}>
              {spec.submitLabel}
            </button>
            <LeadFormPromise responseTime={site.promises.responseTime} />
          </div>
        </form>
      </div>
    </Section>
  );
}
