/**
 * The validated, resolved content the renderer works from. Pure data and types only:
 * imported by the renderer, so nothing here may touch the file system.
 */
import type { Page, Site } from './schema-types.generated';

/**
 * Every type generated from the schemas, from here only: the rest of the code imports content's
 * types from this module, never from the generated file (tests/unit/generated-imports.test.ts). A
 * block's data is `<Type>BlockData` (HeroBlockData), so no block renames it on import.
 */
export type * from './schema-types.generated';

export interface LoadedPage {
  /** URL path: `/` for pages/index.yaml, `/kassaflode` for pages/kassaflode.yaml. */
  path: string;
  /** Source file relative to the project root, for error messages. */
  file: string;
  data: Page;
}

export interface NavLink {
  href: string;
  label: string;
}

export interface ServiceSummary extends NavLink {
  summary: string;
  category: string;
  group: 'main' | 'specialist';
  icon?: string;
}

export interface CityCard {
  name: string;
  summary: string;
  cfoHref: string;
  interimHref: string;
}

/** Lists computed from page metadata; never kept by hand (docs/decisions.md 2). */
export interface Derived {
  services: ServiceSummary[];
  /**
   * The Places menu: city pages without `menu: false` (at most menuCityLimit per group, which
   * validate enforces), and `all`, the address of the complete list of cities the menu links to.
   */
  places: { cfo: NavLink[]; interim: NavLink[]; all?: string };
  /** Cities with both a CFO page and an interim page: shown as cards on /alla-tjanster. */
  cityCards: CityCard[];
  /** Cities with only one of the two pages: the "Fler städer" list. Cards + this = every city. */
  moreCities: NavLink[];
  /** Every page path except those marked noindex, for sitemap.xml. */
  sitemap: string[];
  /**
   * The pages that hold the booking form (a `booking` block): every link to one of them is a call
   * to action for analytics, declared or not (src/features/analytics/events.ts).
   */
  bookingPaths: string[];
}

export interface Content {
  site: Site;
  /** Every route's page. */
  pages: LoadedPage[];
  /** pages/404.yaml: the page every unknown address gets, with status 404 (not a route). */
  notFound: LoadedPage;
  derived: Derived;
  /** Photos and logos the build has made responsive (scripts/build/images.ts), by their path in content. */
  images?: ImageSets;
}

/** One image from content as the build wrote it: AVIF and WebP in several widths, and its shape. */
export interface ResponsiveImage {
  width: number;
  height: number;
  /** `srcset` values: "/bilder/anna-1a2b3c4d-320.avif 320w, …". */
  avif: string;
  webp: string;
  /** The widest WebP, for browsers without <picture> support. */
  src: string;
}

export type ImageSets = Readonly<Record<string, ResponsiveImage>>;
