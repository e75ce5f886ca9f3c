import type { LeadFormBlock as LeadFormData } from '../../content/schema-types.generated';
import { fieldNames } from '../../features/forms/lead-fields';
import { ContactFields, fieldGrid, LeadFormStart, leadFormCard, RevenueField } from '../../features/forms/lead-form-parts';
import { telHref } from '../../lib/contact';
import { usePageContext } from '../../render/page-context';
import { useStylesheet } from '../../render/stylesheet';
import { buttonClass, useButtonStyles } from '../../ui/action-button';
import { CheckList } from '../../ui/check-list';
import { TextArea } from '../../ui/form-fields';
import { Section } from '../../ui/section';
import css from './lead-form-block.css?inline';

const name = fieldNames('lead');

/**
 * The home page's lead form (docs/specification.md §3 "Home lead form", §5; docs/decisions.md 13): a plain POST to the
 * lead endpoint that works without JavaScript, built from the same form fields as the enquiry
 * block. Required: company, name, e-mail, revenue; phone and priorities are optional.
 */
export function LeadFormBlock({ id = 'kontakt', heading, intro, points, submitLabel = 'Skicka förfrågan' }: LeadFormData) {
  const { site, page } = usePageContext();
  const field = (fieldName: string) => `${id}-${fieldName}`;
  useStylesheet(css);
  useButtonStyles();

  return (
    <Section id={id} heading={heading} intro={intro} tone="tinted">
      <div className="lead-form-layout">
        <form method="post" action="/api/leads" aria-label={heading} data-lead-form="lead" className={leadFormCard}>
          <LeadFormStart kind="lead" page={page.path} idPrefix={id} />
          <div className={fieldGrid}>
            <ContactFields idPrefix={id} />
            <RevenueField idPrefix={id} wide />
            <TextArea id={field('priority')} name={name('priority')} label="Vad vill ni prioritera?" rows={4} wide />
          </div>
          <div className="lead-actions">
            <button type="submit" className={buttonClass(true)}>
              {submitLabel}
            </button>
            <p className="small muted">
              Vi svarar inom 48 timmar. Så hanterar vi dina uppgifter: <a href="/integritetspolicy">integritetspolicy</a>.
            </p>
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
