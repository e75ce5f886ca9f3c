import { homePath } from '../content/routes';
import { telHref } from '../shared/tel-href';
import { mainId } from './main-id';
import { usePageContext } from '../render/page-context';
import { useStylesheet } from '../render/stylesheet';
import { BrandMark } from './brand-mark';
import css from './layout.css?inline';
import { SiteNav, type SiteNavProps } from './site-nav/site-nav';
import navCss from './site-nav/site-nav.css?inline';

const pick = ({ href, label }: { href: string; label: string }) => ({ href, label });

/**
 * The sticky site header, all static HTML; enhance-nav.ts makes the navigation's buttons work in
 * the browser. The header is the positioned ancestor the navigation's dropdown panels hang from
 * (full width, below it). Its height is the theme's `layout.header`.
 */
export function SiteHeader() {
  useStylesheet(css);
  useStylesheet(navCss);
  const { site, derived, page } = usePageContext();
  const navProps: SiteNavProps = {
    texts: { header: site.header, offers: site.offers },
    services: derived.services.map(pick),
    places: { cfo: derived.places.cfo.map(pick), interim: derived.places.interim.map(pick), ...(derived.places.all ? { all: derived.places.all } : {}) },
    phone: { display: site.contact.phone, href: telHref(site.contact.phone), name: site.header.call },
    current: page.path,
  };

  return (
    <header className="site-header">
      {/* Hidden until focused: the first Tab on every page shows it. */}
      <a href={`#${mainId}`} className="skip-link">
        {site.header.skipLink}
      </a>
      <div className="column site-header-bar">
        <a href={homePath} aria-current={page.path === homePath ? 'page' : undefined} className="brand">
          <BrandMark />
          <span className="brand-name">{site.brand}</span>
        </a>
        <SiteNav {...navProps} />
      </div>
    </header>
  );
}
