import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LeadFormBlock as LeadFormData } from '../../content/schema-types.generated';
import { LeadFormFields, LeadFormStart, leadFormCardSx } from '../../features/forms/lead-form-parts';
import { hooks, leadEndpoint } from '../../lead-form/contract';
import { leadFormSpec } from '../../lead-form/form-spec';
import { telHref } from '../../lib/contact';
import { usePageContext } from '../../render/page-context';
import { CheckList } from '../../ui/check-list';
import { Section } from '../../ui/section';

/**
 * The home page's lead form (docs/specification.md §3 "Home lead form", §5; docs/decisions.md 13): a plain POST to the
 * lead endpoint that works without JavaScript, built from the same form fields as the enquiry
 * block. Required: company, name, e-mail, revenue; phone and priorities are optional.
 */
export function LeadFormBlock({ id = 'kontakt', heading, intro, points, submitLabel }: LeadFormData) {
  const { site, page } = usePageContext();
  const spec = leadFormSpec({ submitLabel }, page.path);

  return (
    <Section id={id} heading={heading} intro={intro} tone="tinted">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 4fr)' },
        }}
      >
        <Box
          component="form"
          method="post"
          action={leadEndpoint}
          aria-label={heading}
          {...{ [hooks.form]: spec.kind }}
          sx={{ ...leadFormCardSx, borderRadius: 1.5 }}
        >
          <LeadFormStart spec={spec} idPrefix={id} />
          <LeadFormFields spec={spec} idPrefix={id} />
          <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2.5 }}>
            <Button type="submit" variant="contained" size="large" sx={{ px: 4, minHeight: 48, width: { xs: '100%', sm: 'auto' } }}>
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

        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, pt: { md: 1 } }}>
          {points && <CheckList items={points} />}
          <Box sx={{ pt: 3, borderTop: '1px solid', borderColor: 'divider' }}>
            <Typography sx={{ fontWeight: 600 }}>Hellre prata direkt?</Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              Ring oss på{' '}
              <Link href={telHref(site.contact.phone)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {site.contact.phone}
              </Link>{' '}
              eller{' '}
              <Link href="/boka-mote" sx={{ fontWeight: 600 }}>
                boka ett möte direkt
              </Link>
              .
            </Typography>
          </Box>
        </Box>
      </Box>
    </Section>
  );
}
