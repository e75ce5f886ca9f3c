import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { NavLink } from '../content/model';
import { mailHref, telHref } from '../lib/contact';
import { trackAttributes } from '../lib/tracking';
import { usePageContext } from '../render/page-context';
import { visuallyHidden } from '../ui/visually-hidden';
import { BrandMark } from './brand-mark';
import { focusRing } from './focus-ring';

// On primary.dark (#072a40): white 14.9:1, MUTED 9.6:1.
const MUTED = '#c5d3de';
const NEW_TAB = ' (öppnas i ny flik)';

const linkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  minHeight: { xs: 44, md: 36 },
  color: '#ffffff',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  '&[aria-current="page"]': { fontWeight: 700 },
  ...focusRing('#ffffff'),
} as const;

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

// Material Design icon paths (Apache 2.0).
const PHONE_ICON =
  'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z';
const MAIL_ICON = 'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z';

function ContactIcon({ path }: { path: string }) {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false" sx={{ width: 20, height: 20, flexShrink: 0, fill: MUTED }}>
      <path d={path} />
    </Box>
  );
}

function FooterLink({ link, current }: { link: NavLink; current: string }) {
  return (
    <Box component="a" href={link.href} aria-current={link.href === current ? 'page' : undefined} sx={linkSx}>
      {link.label}
    </Box>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Box component="a" href={href} target="_blank" rel="noopener" sx={{ ...linkSx, display: 'inline', textDecoration: 'underline', textUnderlineOffset: '0.2em' }}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {NEW_TAB}
      </Box>
    </Box>
  );
}

function Column({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <div>
      <Box
        component="h2"
        id={id}
        sx={{ m: 0, mb: 1.5, fontSize: '0.875rem', fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase', color: MUTED }}
      >
        {heading}
      </Box>
      {children}
    </div>
  );
}

/** City links flowing in rows; "CFO-tjänster Göteborg" for screen readers, "Göteborg" on screen. */
function CityList({ label, links, current }: { label: string; links: NavLink[]; current: string }) {
  if (links.length === 0) return null;
  return (
    <>
      <Box component="p" sx={{ m: 0, mt: 1, color: MUTED, fontSize: '0.9375rem' }}>
        {label}
      </Box>
      <Box component="ul" aria-label={label} sx={{ ...listSx, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {links.map((link) => (
          <li key={link.href}>
            <Box component="a" href={link.href} aria-current={link.href === current ? 'page' : undefined} sx={linkSx}>
              <Box component="span" sx={visuallyHidden}>{`${label} `}</Box>
              {link.label}
            </Box>
          </li>
        ))}
      </Box>
    </>
  );
}

/**
 * The site footer (static HTML). Besides the contact facts it lists every service, the cities of
 * the Places menu and a link to the complete list of cities, so every page stays reachable
 * without JavaScript even though the header menus need it.
 */
export function SiteFooter() {
  const { site, derived, page } = usePageContext();
  const { parentFirm, social, contact } = site;
  const current = page.path;
  const year = new Date().getFullYear(); // build time; the pages are prerendered

  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: '#ffffff', typography: 'body2' }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2.5, sm: 4, md: 5 }, boxSizing: 'border-box', pt: { xs: 6, md: 8 }, pb: 4 }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '1.2fr 1fr 1fr 1.1fr' },
          }}
        >
          <div>
            <Box component="p" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1.25, fontSize: '1.25rem', fontWeight: 700 }}>
              <BrandMark background="#ffffff" foreground="#0b3d5c" />
              {site.brand}
            </Box>
            <Box component="p" sx={{ mt: 2, mb: 0, color: MUTED, maxWidth: '40ch' }}>
              {site.tagline}
            </Box>
            <Box component="p" sx={{ mt: 2, mb: 0, color: MUTED, maxWidth: '40ch' }}>
              En tjänst från <ExternalLink href={parentFirm.url}>{parentFirm.name}</ExternalLink>
              {`, redovisningsbyrå i ${parentFirm.city} sedan ${parentFirm.founded}.`}
            </Box>
          </div>

          <Column id="sidfot-tjanster" heading="Tjänster">
            <Box component="ul" sx={listSx}>
              {derived.services.map((service) => (
                <li key={service.href}>
                  <FooterLink link={service} current={current} />
                </li>
              ))}
              <li>
                <Box component="a" href="/alla-tjanster" aria-current={current === '/alla-tjanster' ? 'page' : undefined} sx={{ ...linkSx, fontWeight: 700 }}>
                  Alla tjänster
                </Box>
              </li>
            </Box>
          </Column>

          <Column id="sidfot-orter" heading="Orter">
            <CityList label="CFO-tjänster" links={derived.places.cfo} current={current} />
            <CityList label="Interim CFO" links={derived.places.interim} current={current} />
            {derived.places.all ? (
              <Box component="p" sx={{ m: 0, mt: 1 }}>
                <Box component="a" href={derived.places.all} sx={{ ...linkSx, fontWeight: 700 }}>
                  Alla orter
                </Box>
              </Box>
            ) : null}
          </Column>

          <Column id="sidfot-kontakt" heading="Kontakt">
            <Box component="ul" sx={listSx}>
              <li>
                <Box component="a" href={telHref(contact.phone)} {...trackAttributes('phone', 'footer')} sx={linkSx}>
                  <ContactIcon path={PHONE_ICON} />
                  <Box component="span" sx={visuallyHidden}>
                    {'Telefon: '}
                  </Box>
                  {contact.phone}
                </Box>
              </li>
              <li>
                <Box component="a" href={mailHref(contact.email)} sx={{ ...linkSx, overflowWrap: 'anywhere' }}>
                  <ContactIcon path={MAIL_ICON} />
                  <Box component="span" sx={visuallyHidden}>
                    {'E-post: '}
                  </Box>
                  {contact.email}
                </Box>
              </li>
              <li>
                <FooterLink link={{ href: '/boka-mote', label: 'Boka ett kostnadsfritt möte' }} current={current} />
              </li>
              <li>
                <FooterLink link={{ href: '/faq', label: 'Vanliga frågor' }} current={current} />
              </li>
              <li>
                <Box component="a" href={social.url} target="_blank" rel="noopener" sx={linkSx}>
                  {`${site.brand} på ${social.name}`}
                  <Box component="span" sx={visuallyHidden}>
                    {NEW_TAB}
                  </Box>
                </Box>
              </li>
            </Box>
          </Column>
        </Box>

        <Box
          sx={{
            mt: { xs: 5, md: 6 },
            pt: 3,
            borderTop: '1px solid rgba(255, 255, 255, 0.2)',
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            justifyContent: 'space-between',
            alignItems: { xs: 'flex-start', md: 'center' },
            gap: 2,
          }}
        >
          <Box component="p" sx={{ m: 0, color: MUTED }}>
            {`© ${year} ${site.brand}`}
          </Box>
          <Box component="ul" aria-label="Juridisk information" sx={{ ...listSx, display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            <li>
              <FooterLink link={{ href: '/integritetspolicy', label: 'Integritetspolicy' }} current={current} />
            </li>
            <li>
              <FooterLink link={{ href: '/anvandarvillkor', label: 'Användarvillkor' }} current={current} />
            </li>
            <li>
              <Box component="a" href="/integritetspolicy#dina-rattigheter" sx={linkSx}>
                GDPR – dina rättigheter
              </Box>
            </li>
            {site.analytics.measurementId && (
              // Only with analytics configured; hidden until the consent module is there to open the banner.
              <li hidden data-consent-settings="">
                <Box component="button" type="button" sx={{ ...linkSx, p: 0, border: 0, bgcolor: 'transparent', font: 'inherit', cursor: 'pointer' }}>
                  Cookie-inställningar
                </Box>
              </li>
            )}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
