/**
 * The JSON-LD of every built page (docs/decisions.md 8), parsed and checked against what schema.org and
 * Google's structured-data guidelines require for each kind of page:
 * Organization everywhere (name, url, logo, contact point with phone and e-mail, parent
 * organization); Service on service pages; Service with areaServed on city pages; BreadcrumbList
 * on every page below the home page. Expected values come from site.yaml and the page files.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Site } from '~/src/content/model';
import { fillTokens, siteTokens } from '~/src/content/tokens';
import { builtHtml, distDir, pageRoutes, root } from '~/scripts/support/site-routes';

interface SiteYaml {
  brand: string;
  baseUrl: string;
  contact: { phone: string; email: string };
  parentFirm: { name: string; url: string };
  social: { url: string };
}
interface PageYaml {
  title: string;
  service?: { name: string; summary: string };
  city?: { name: string; offer: 'cfo' | 'interim'; summary: string };
}
type Node = Record<string, unknown> & { '@type': string };

const site = parse(readFileSync(path.join(root, 'site.yaml'), 'utf8')) as SiteYaml;
// With the {placeholders} filled from site.yaml, as the pages are rendered.
const pageYaml = (route: string) =>
  fillTokens(
    parse(readFileSync(path.join(root, 'pages', route === '/' ? 'index.yaml' : `${route.slice(1)}.yaml`), 'utf8')) as PageYaml,
    siteTokens(site as unknown as Site),
  );

/** Every JSON-LD block in a document, parsed; the nodes of each @graph flattened. */
function jsonLd(html: string): { context: unknown[]; nodes: Node[] } {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@context': unknown; '@graph'?: Node[] } & Node,
  );
  return {
    context: blocks.map((b) => b['@context']),
    nodes: blocks.flatMap((b) => b['@graph'] ?? [b]),
  };
}

const ofType = (nodes: Node[], type: string) => nodes.filter((n) => n['@type'] === type);
const absolute = (url: unknown) => typeof url === 'string' && url.startsWith(`${site.baseUrl}/`);
const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^0/, '');

function checkOrganization(nodes: Node[]) {
  const [org, ...others] = ofType(nodes, 'Organization');
  expect(others).toEqual([]);
  expect(org).toMatchObject({ name: site.brand, url: `${site.baseUrl}/` });
  expect(typeof org!['@id']).toBe('string');
  // Logo: an absolute URL of an image the build really ships.
  const logo = org!.logo as string;
  expect(absolute(logo)).toBe(true);
  expect(existsSync(path.join(distDir, new URL(logo).pathname))).toBe(true);
  // Contact point: type, international phone number (+46…) and e-mail from site.yaml.
  const contact = org!.contactPoint as Node;
  expect(contact['@type']).toBe('ContactPoint');
  expect(contact.contactType).toBeTruthy();
  expect(contact.telephone).toMatch(/^\+46\d{6,}$/);
  expect(String(contact.telephone).endsWith(digits(site.contact.phone))).toBe(true);
  expect(contact.email).toBe(site.contact.email);
  expect(org!.parentOrganization).toMatchObject({ '@type': 'Organization', name: site.parentFirm.name, url: site.parentFirm.url });
  expect(org!.sameAs).toContain(site.social.url);
  return org!;
}

describe.each(pageRoutes())('JSON-LD of %s', (route) => {
  const html = builtHtml(route);
  const page = pageYaml(route);
  const url = `${site.baseUrl}${route}`;
  const { context, nodes } = jsonLd(html);

  it('is schema.org JSON with exactly one Organization that has everything required', () => {
    expect(context).toEqual(['https://schema.org']);
    expect(nodes.every((n) => typeof n['@type'] === 'string')).toBe(true);
    checkOrganization(nodes);
  });

  it(page.service || page.city ? 'has a Service provided by the Organization' : 'has no Service', () => {
    const services = ofType(nodes, 'Service');
    if (!page.service && !page.city) return expect(services).toEqual([]);
    expect(services).toHaveLength(1);
    const service = services[0]!;
    const orgId = ofType(nodes, 'Organization')[0]!['@id'];
    expect(service).toMatchObject({ url, provider: { '@id': orgId } });
    expect(service.name).toBeTruthy();
    expect(service.serviceType).toBeTruthy();
    expect(service.description).toBe(page.service?.summary ?? page.city!.summary);
    if (page.service) expect(service.name).toBe(page.service.name);
    if (page.city) expect(service.areaServed).toMatchObject({ '@type': 'City', name: page.city.name });
    else expect(service.areaServed).toMatchObject({ '@type': 'Country' });
  });

  it(route === '/' ? 'has no BreadcrumbList on the home page' : 'has a BreadcrumbList from the home page to this page', () => {
    const lists = ofType(nodes, 'BreadcrumbList');
    if (route === '/') return expect(lists).toEqual([]);
    expect(lists).toHaveLength(1);
    const items = lists[0]!.itemListElement as Node[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    items.forEach((item, i) => {
      expect(item['@type']).toBe('ListItem');
      expect(item.position).toBe(i + 1);
      expect(typeof item.name === 'string' && item.name.length > 0).toBe(true);
      expect(absolute(item.item)).toBe(true);
    });
    expect(items[0]!.item).toBe(`${site.baseUrl}/`);
    expect(items.at(-1)!.item).toBe(url);
    // Every intermediate crumb is a page that exists.
    for (const item of items.slice(1, -1)) expect(pageRoutes()).toContain(new URL(item.item as string).pathname);
  });
});

describe('JSON-LD of the not-found page', () => {
  it('names the Organization only: no breadcrumb or Service for an address that does not exist', () => {
    const { nodes } = jsonLd(readFileSync(path.join(distDir, '404.html'), 'utf8'));
    checkOrganization(nodes);
    expect(nodes.map((n) => n['@type'])).toEqual(['Organization']);
  });
});
