import { useId } from 'react';
import type { EnquiryBlockData } from '~/src/content/model';
import { leadFormAttributes, LeadFormActions, LeadFormFields, LeadFormStart, leadFormCard } from '~/src/features/forms/lead-form-parts';
import { leadEndpoint } from '~/src/lead-form/contract';
import { enquiryFormSpec } from '~/src/lead-form/form-spec';
import { replyPromise } from '~/src/lead-form/texts';
import { usePageContext } from '~/src/render/page-context';
import { Section } from '~/src/ui/section';

/**
 * A service enquiry form as plain HTML: it posts to the lead endpoint and works without JavaScript
 * (docs/decisions.md 10). Required fields per docs/specification.md §5: company, name, e-mail,
 * revenue and start timing. Pages link to it by its `id` (e.g. "#forfragan").
 */
export function EnquiryBlock(block: EnquiryBlockData) {
  const { id, heading, intro } = block;
  const { site, page } = usePageContext();
  const spec = enquiryFormSpec(block, site, page.path);
  const generatedId = useId();
  const idPrefix = id ?? generatedId;

  return (
    <Section id={id} heading={heading} intro={intro} tone="tinted">
      <div className={`${leadFormCard} lead-card-narrow`}>
        <form method="post" action={leadEndpoint} {...leadFormAttributes(spec, site.forms)}>
          <LeadFormStart spec={spec} idPrefix={idPrefix} texts={site.forms} />
          <LeadFormFields spec={spec} idPrefix={idPrefix} />
          <LeadFormActions submitLabel={spec.submitLabel} texts={site.forms} promise={replyPromise(spec.kind, site.promises)} />
        </form>
      </div>
    </Section>
  );
}
