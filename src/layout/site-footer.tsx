import type { ReactNode } from 'react';
import type { NavLink, Site } from '../content/model';
import { fill } from '../lib/fill';
import { mailHref } from '../lib/contact';
import { telHref } from '../shared/tel-href';
import { trackAttributes } from '../lib/tracking';
import { usePageContext } from '../render/page-context';
import { BrandMark } from './brand-mark';
import { footerSections } from './footer-sections';

// Material Design icon paths (Apache 2.0).
const PHONE_ICON =
  'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z';
const MAIL_ICON = 'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z';

function ContactIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="footer-icon">
      <path d={path} />
    </svg>
  );
}

function FooterLink({ link, current, className }: { link: NavLink; current: string; className?: string }) {
  return (
    <a href={link.href} aria-current={link.href === current ? 'page' : undefined} className={className}>
      {link.label}
    </a>
  );
}

function ExternalLink({ href, newTab, className, children }: { href: string; newTab: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="vh">{` ${newTab}`}</span>
    </a>
  );
}

/** `text` with the first occurrence of `name` made a link (the parent firm in footer.about). */
function WithLink({ text, name, link }: { text: string; name: string; link: ReactNode }) {
  const at = text.indexOf(name);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      {link}
      {text.slice(at + name.length)}
    </>
  );
}

function Column({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <div>
      <h2 id={id}>{heading}</h2>
      {children}
    </div>
  );
}

/**
 * "© 2026 Nordvik CFO AB · Org.nr 556000-0000 · Gatan 1, 111 11 Stockholm": footer.copyright and
 * footer.orgNumber with each part of site.yaml `organisation` that is set (docs/decisions.md 40);
 * the brand alone until then.
 */
export function organisationLine({ brand, organisation, footer }: Site, year: string): string {
  const copyright = fill(footer.copyright, { år: year, bolag: organisation?.legalName ?? brand });
  if (!organisation) return copyright;
  const { orgNumber, streetAddress, postalCode, city } = organisation;
  const place = [postalCode, city].filter(Boolean).join(' ');
  const address = [streetAddress, place].filter(Boolean).join(', ');
  return [copyright, orgNumber && fill(footer.orgNumber, { orgnr: orgNumber }), address].filter(Boolean).join(' · ');
}

type FooterProps = { site: Site; current: string };

/** The brand, its tagline and the parent firm, linked where footer.about names it. */
function FooterAbout({ site }: { site: Site }) {
  const { parentFirm, footer } = site;
  return (
    <div>
      <p className="footer-brand">
        <BrandMark />
        {site.brand}
      </p>
      <p className="footer-muted">{site.tagline}</p>
      <p className="footer-muted">
        <WithLink
          text={footer.about}
          name={parentFirm.name}
          link={
            <ExternalLink href={parentFirm.url} newTab={footer.newTab} className="footer-external">
              {parentFirm.name}
            </ExternalLink>
          }
        />
      </p>
    </div>
  );
}

function ServicesColumn({ site: { footer }, current, services }: FooterProps & { services: readonly NavLink[] }) {
  return (
    <Column id={footerSections.services} heading={footer.servicesHeading}>
      <ul>
        {services.map((service) => (
          <li key={service.href}>
            <FooterLink link={service} current={current} />
          </li>
        ))}
        <li>
          <FooterLink link={footer.allServices} current={current} className="strong" />
        </li>
      </ul>
    </Column>
  );
}

function PlacesColumn({ site: { footer }, current, allPlaces }: FooterProps & { allPlaces: string | undefined }) {
  return (
    <Column id={footerSections.places} heading={footer.placesHeading}>
      <p>{footer.offices}</p>
      {allPlaces ? (
        <p className="footer-all-places">
          <a href={allPlaces} aria-current={allPlaces === current ? 'page' : undefined} className="strong">
            {footer.allPlaces}
          </a>
        </p>
      ) : null}
    </Column>
  );
}

function ContactColumn({ site: { contact, footer, social }, current }: FooterProps) {
  return (
    <Column id={footerSections.contact} heading={footer.contactHeading}>
      <ul>
        <li>
          <a href={telHref(contact.phone)} {...trackAttributes('phone', 'footer')}>
            <ContactIcon path={PHONE_ICON} />
            <span className="vh">{`${footer.phoneLabel} `}</span>
            {contact.phone}
          </a>
        </li>
        <li>
          <a href={mailHref(contact.email)} className="footer-mail">
            <ContactIcon path={MAIL_ICON} />
            <span className="vh">{`${footer.emailLabel} `}</span>
            {contact.email}
          </a>
        </li>
        {footer.links.map((link) => (
          <li key={link.href}>
            <FooterLink link={link} current={current} />
          </li>
        ))}
        <li>
          <ExternalLink href={social.url} newTab={footer.newTab}>
            {footer.social}
          </ExternalLink>
        </li>
      </ul>
    </Column>
  );
}

/** The firm's legal line, the legal pages and the cookie settings. */
function FooterBottom({ site, current }: FooterProps) {
  const { footer } = site;
  const year = String(new Date().getFullYear()); // build time; the pages are prerendered
  return (
    <div className="footer-bottom">
      <p className="footer-muted">{organisationLine(site, year)}</p>
      <ul aria-label={footer.legalLabel} className="footer-row">
        {footer.legal.map((link) => (
          <li key={link.href}>
            <FooterLink link={link} current={current} />
          </li>
        ))}
        {site.analytics.measurementId && (
          // Only with analytics configured; hidden until the consent module is there to open the banner.
          <li hidden data-consent-settings="">
            <button type="button" className="footer-button">
              {footer.cookieSettings}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}

/**
 * The site footer (static HTML; layout.css); its words are site.yaml's `footer`. Besides the
 * contact facts it lists every service, says where the offices are and links to the complete
 * list of cities, so every page stays reachable without JavaScript even though the header menus
 * need it. The cities themselves are listed on that page, not on every page (docs/decisions.md 172).
 */
export function SiteFooter() {
  const { site, derived, page } = usePageContext();
  const current = page.path;

  return (
    <footer className="site-footer">
      <div className="column">
        <div className="footer-columns">
          <FooterAbout site={site} />
          <ServicesColumn site={site} current={current} services={derived.services} />
          <PlacesColumn site={site} current={current} allPlaces={derived.places.all} />
          <ContactColumn site={site} current={current} />
        </div>
        <FooterBottom site={site} current={current} />
      </div>
    </footer>
  );
}
