import { useId } from 'react';
import type { LeadFormBlockData } from '~/src/content/model';
import { leadFormAttributes, LeadFormActions, LeadFormFields, LeadFormStart, leadFormCard } from '~/src/features/forms/lead-form-parts';
import { leadEndpoint } from '~/src/lead-form/contract';
import { leadFormSpec } from '~/src/lead-form/form-spec';
import { replyPromise } from '~/src/lead-form/texts';
import { usePageContext } from '~/src/render/page-context';
import { useStylesheet } from '~/src/render/stylesheet';
import { ActionButton } from '~/src/ui/action-button';
import { CheckList } from '~/src/ui/check-list';
import { Section } from '~/src/ui/section';
import css from './lead-form-block.css?inline';

/**
 * The home page's lead form (docs/specification.md §3 "Home lead form", §5; docs/decisions.md 13): a plain POST to the
 * lead endpoint that works without JavaScript, built from the same form fields as the enquiry
 * block. Required: company, name, e-mail, revenue; phone and priorities are optional.
 */
export function LeadFormBlock({ id, heading, intro, points, submitLabel, direct }: LeadFormBlockData) {
  const { site, page } = usePageContext();
  const spec = leadFormSpec({ submitLabel }, site, page.path);
  const generatedId = useId();
  const idPrefix = id ?? generatedId;
  useStylesheet(css);

  return (
    <Section id={id} heading={heading} intro={intro} tone="tinted">
      <div className="lead-form-layout">
        <form method="post" action={leadEndpoint} aria-label={heading} {...leadFormAttributes(spec, site.forms)} className={leadFormCard}>
          <LeadFormStart spec={spec} idPrefix={idPrefix} texts={site.forms} />
          <LeadFormFields spec={spec} idPrefix={idPrefix} />
          <LeadFormActions submitLabel={spec.submitLabel} texts={site.forms} promise={replyPromise(spec.kind, site.promises)} />
        </form>

        <div className="lead-form-aside">
          {points && <CheckList items={points} />}
          <div className="lead-form-direct">
            <p className="strong">{direct.heading}</p>
            <ul className="lead-form-direct-links">
              {direct.actions.map((action) => (
                <li key={action.href}>
                  <ActionButton action={action} appearance="link" />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </Section>
  );
}
