import type { LeadFormBlock as LeadFormData } from '../../content/schema-types.generated';
import { LeadFormFields, LeadFormPromise, LeadFormStart, leadFormCard } from '../../features/forms/lead-form-parts';
import { hooks, leadEndpoint } from '../../lead-form/contract';
import { leadFormSpec } from '../../lead-form/form-spec';
import { telHref } from '../../lib/contact';
import { usePageContext } from '../../render/page-context';
import { useStylesheet } from '../../render/stylesheet';
import { buttonClass, useButtonStyles } from '../../ui/action-button';
import { CheckList } from '../../ui/check-list';
import { Section } from '../../ui/section';
import css from './lead-form-block.css?inline';

/**
 * The home page's lead form (docs/specification.md §3 "Home lead form", §5; docs/decisions.md 13): a plain POST to the
 * lead endpoint that works without JavaScript, built from the same form fields as the enquiry
 * block. Required: company, name, e-mail, revenue; phone and priorities are optional.
 */
export function LeadFormBlock({ id = 'kontakt', heading, intro, points, submitLabel }: LeadFormData) {
  const { site, page } = usePageContext();
  const spec = leadFormSpec({ submitLabel }, page.path);
  useStylesheet(css);
  useButtonStyles();

  return (
    <Section id={id} heading={heading} intro={intro} tone="tinted">
      <div className="lead-form-layout">
        <form method="post" action={leadEndpoint} aria-label={heading} {...{ [hooks.form]: spec.kind }} className={leadFormCard}>
          <LeadFormStart spec={spec} idPrefix={id} />
          <LeadFormFields spec={spec} idPrefix={id} />
          <div className="lead-actions">
            <button type="submit" className={buttonClass(true)}>
              {spec.submitLabel}
            </button>
            <LeadFormPromise responseTime={site.promises.responseTime} />
          </div>
        </form>

        <div className="lead-form-aside">
          {points && <CheckList items={points} />}
          <div className="lead-form-direct">
            <p className="strong">Hellre prata direkt?</p>
            <p className="muted">
              Ring oss på{' '}
              <a href={telHref(site.contact.phone)} className="nowrap">
                {site.contact.phone}
              </a>{' '}
              eller <a href="/boka-mote">boka ett möte direkt</a>.
            </p>
          </div>
        </div>
      </div>
    </Section>
  );
}
