import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { EnquiryBlock as EnquiryData } from '../../content/schema-types.generated';
import { LeadFormFields, LeadFormStart, leadFormCardSx } from '../../features/forms/lead-form-parts';
import { hooks, leadEndpoint } from '../../lead-form/contract';
import { enquiryFormSpec } from '../../lead-form/form-spec';
import { usePageContext } from '../../render/page-context';
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

  return (
    <Section id={anchor} heading={heading} intro={intro} tone="tinted">
      <Box
        sx={{ ...leadFormCardSx, maxWidth: '56rem', borderRadius: 1.5 }}
      >
        <Box component="form" method="post" action={leadEndpoint} {...{ [hooks.form]: spec.kind }}>
          <LeadFormStart spec={spec} idPrefix={prefix} />
          <LeadFormFields spec={spec} idPrefix={prefix} />
          <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2.5 }}>
            <Button type="submit" variant="contained" size="large" sx={{ px: 4, minHeight: 48 }}>
              {spec.submitLabel}
            </Button>
            <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: '46ch' }}>
              Vi svarar inom 48 timmar. Så hanterar vi dina uppgifter:{' '}
              <Link href="/integritetspolicy" sx={{ color: 'primary.main', fontWeight: 600 }}>
                integritetspolicy
              </Link>
              .
            </Typography>
          </Box>
        </Box>
      </Box>
    </Section>
  );
}
