/** routes.ts: the routes, the HTML files the build writes for them, and the page names that are taken. */
import { describe, expect, it } from 'vitest';
import { htmlFileOfRoute, reservedRouteNames, routeOfHtmlFile } from '~/src/content/routes';

describe('the HTML file of a route', () => {
  it('is index.html for the home page and a file beside its siblings for any other page', () => {
    expect(htmlFileOfRoute('/')).toBe('index.html');
    expect(htmlFileOfRoute('/kassaflode')).toBe('kassaflode.html');
  });

  it('leads back to the route', () => {
    for (const route of ['/', '/kassaflode', '/cfo-tjanster-umea']) expect(routeOfHtmlFile(htmlFileOfRoute(route))).toBe(route);
  });
});

describe('reserved page names', () => {
  it('says a name is taken by a file the build writes, whole and without its extension', () => {
    const reserved = reservedRouteNames([]);
    expect(reserved.get('sitemap.xml')).toEqual({ kind: 'built', entry: 'sitemap.xml' });
    expect(reserved.get('robots')).toEqual({ kind: 'built', entry: 'robots.txt' });
  });

  it('says a name is taken by an entry of public/', () => {
    expect(reservedRouteNames(['favicon.svg']).get('favicon')).toEqual({ kind: 'public', entry: 'favicon.svg' });
  });
});
