import type { LoadedPage, Site } from '../content/model';
import { homePath, shareImageFile } from '../content/routes';
import { documentTitle } from '../content/derive';
import { escapeHtml } from '../shared/escape-html';
import { telHref } from '../shared/tel-href';

/** JSON inside <script type="application/ld+json">: "<" escaped so content can never close the tag. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface HeadInput {
  site: Site;
  page: LoadedPage;
  /** Absent for the not-found page, which must not claim a canonical address. */
  canonical: boolean;
}

function organization(site: Site) {
  return {
    '@type': 'Organization',
    '@id': `${site.baseUrl}/#organisation`,
    name: site.brand,
    url: `${site.baseUrl}/`,
    logo: `${site.baseUrl}/logo.png`,
    description: site.tagline,
    email: site.contact.email,
    telephone: telHref(site.contact.phone).slice(4),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: telHref(site.contact.phone).slice(4),
      email: site.contact.email,
      areaServed: 'SE',
      availableLanguage: 'Swedish',
    },
    ...organisationFacts(site),
    parentOrganization: {
      '@type': 'Organization',
      name: site.parentFirm.name,
      url: site.parentFirm.url,
      foundingDate: String(site.parentFirm.founded),
      address: { '@type': 'PostalAddress', addressLocality: site.parentFirm.city, addressCountry: 'SE' },
    },
    sameAs: [site.social.url],
  };
}

/** Legal name, org.nr and address in the Organization, only those site.yaml has (docs/decisions.md 40). */
function organisationFacts({ organisation }: Site): object {
  if (!organisation) return {};
  const { legalName, orgNumber, streetAddress, postalCode, city } = organisation;
  const address =
    streetAddress || postalCode || city
      ? { address: { '@type': 'PostalAddress', streetAddress, postalCode, addressLocality: city, addressCountry: 'SE' } }
      : {};
  return {
    legalName,
    ...(orgNumber && { taxID: orgNumber, identifier: { '@type': 'PropertyValue', propertyID: 'Organisationsnummer', value: orgNumber } }),
    ...address,
  };
}

function breadcrumbLabel(site: Site, page: LoadedPage): string {
  const { city, service, title } = page.data;
  if (service) return service.name;
  if (city) return `${site.offers[city.offer]} ${city.name}`;
  return title;
}

/**
 * Structured data generated from content (docs/decisions.md 8): Organization always, more by page kind.
 * A page without a canonical address (the not-found page) gets the Organization only: a
 * breadcrumb or a Service there would point at an address that does not exist.
 */
export function structuredData(site: Site, page: LoadedPage, canonical = true): object {
  const url = `${site.baseUrl}${page.path}`;
  const graph: object[] = [organization(site)];
  if (!canonical) return { '@context': 'https://schema.org', '@graph': graph };
  const { service, city } = page.data;
  if (service || city) {
    graph.push({
      '@type': 'Service',
      name: service?.name ?? breadcrumbLabel(site, page),
      description: service?.summary ?? city!.summary,
      url,
      serviceType: service?.name ?? (city!.offer === 'cfo' ? site.offers.cfoServiceType : site.offers.interim),
      provider: { '@id': `${site.baseUrl}/#organisation` },
      areaServed: city
        ? { '@type': 'City', name: city.name, containedInPlace: { '@type': 'Country', name: site.structuredData.country } }
        : { '@type': 'Country', name: site.structuredData.country },
    });
  }
  if (page.path !== homePath) {
    const trail = [{ name: site.structuredData.home, item: `${site.baseUrl}${homePath}` }];
    // Service pages sit below the overview of all services that the footer links to.
    if (service) trail.push({ name: site.footer.allServices.label, item: `${site.baseUrl}${site.footer.allServices.href}` });
    trail.push({ name: breadcrumbLabel(site, page), item: url });
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, ...crumb })),
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** Everything docs/decisions.md 8 wants in the raw HTML head. */
export function headTags({ site, page, canonical }: HeadInput): string {
  const title = escapeHtml(documentTitle(site, page));
  const description = escapeHtml(page.data.description);
  const url = `${site.baseUrl}${page.path}`;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    canonical ? `<link rel="canonical" href="${url}">` : '',
    !canonical || page.data.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:type" content="website">`,
    `<meta property="og:locale" content="sv_SE">`,
    `<meta property="og:site_name" content="${escapeHtml(site.brand)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    canonical ? `<meta property="og:url" content="${url}">` : '',
    `<meta property="og:image" content="${site.baseUrl}/${shareImageFile}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<script type="application/ld+json">${jsonForScript(structuredData(site, page, canonical))}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}
