/**
 * Rules that span more than one value or more than one file, checked after the schemas pass:
 * internal links, anchors, the one-hero rule, listing metadata, redirects and the calculator's package.
 */
import type { LoadedPage, Site } from './model';
import { groupBy, reporter, type CheckedFile } from './checked-file';
import { cityKey, documentTitle, hasFixedTitle, roiPackageOf, titleMaxLength } from './derive';
import { catalogue } from './problem-catalogue';
import type { Problem } from './problem';
import { cityOfferOfRoute, cityPagePrefixes } from './routes';
import type { SourceFile } from './source';
import { suggest } from './suggest';
import type { Path } from './yaml-structure';

function* hrefs(value: unknown, path: Path = []): Generator<{ href: string; path: Path }> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* hrefs(item, [...path, i]);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [key, item] of Object.entries(record)) {
      if (key === 'href' && typeof item === 'string') yield { href: item, path: [...path, key] };
      else if (key === 'links' && record.type === 'related' && Array.isArray(item)) {
        for (const [i, link] of item.entries()) if (typeof link === 'string') yield { href: link, path: [...path, key, i] };
      } else yield* hrefs(item, [...path, key]);
    }
  }
}

function anchorsOf(page: LoadedPage): Set<string> {
  return new Set(page.data.blocks.flatMap((b) => (b.id ? [b.id] : [])));
}

type Report = ReturnType<typeof reporter>;

/**
 * Reports a broken internal link or anchor at `path`; returns the page it leads to. `page` is the
 * page the link is on, for `#anchor` links; site.yaml's links are on every page, so they name
 * the page before the anchor.
 */
type CheckLink = (href: string, path: Path, source: SourceFile, page: LoadedPage | undefined) => CheckedFile | undefined;

function anchorLinkChecker(at: Report) {
  return (href: string, path: Path, source: SourceFile, page: LoadedPage | undefined): undefined => {
    if (!page) {
      at(source, path, catalogue.sharedAnchorLink, { href });
      return;
    }
    const anchors = [...anchorsOf(page)];
    if (!anchors.includes(href.slice(1)))
      at(source, path, catalogue.anchorMissingHere, {
        href,
        guess: suggest(
          href,
          anchors.map((id) => `#${id}`),
        ),
      });
  };
}

function linkChecker(files: readonly CheckedFile[], existing: ReadonlySet<string>, redirects: ReadonlyMap<string, string>, at: Report): CheckLink {
  const pagesByPath = new Map(files.map((f) => [f.page.path, f]));
  const knownPaths = [...existing, ...redirects.keys()];
  const checkAnchorLink = anchorLinkChecker(at);
  return (href, path, source, page) => {
    if (href.startsWith('#')) return checkAnchorLink(href, path, source, page);
    if (!href.startsWith('/')) return undefined;
    const [pathAndQuery, anchor] = href.split('#') as [string, string | undefined];
    const target = pathAndQuery.replace(/\?[\s\S]*$/, '');
    const targetFile = pagesByPath.get(target);
    if (!existing.has(target) && !redirects.has(target)) {
      at(source, path, catalogue.brokenLink, { href, guess: suggest(target, knownPaths) });
      return undefined;
    }
    if (anchor && targetFile && !anchorsOf(targetFile.page).has(anchor)) {
      const guess = suggest(anchor, [...anchorsOf(targetFile.page)]);
      at(source, path, catalogue.anchorMissingThere, {
        href,
        anchor,
        target,
        targetFile: targetFile.source.file,
        guess: guess ? href.replace(`#${anchor}`, `#${guess}`) : undefined,
      });
    }
    return targetFile;
  };
}

function checkRedirects(site: Site, siteSource: SourceFile, existing: ReadonlySet<string>, at: Report): void {
  for (const [i, redirect] of site.redirects.entries()) {
    if (!existing.has(redirect.to))
      at(siteSource, ['redirects', i, 'to'], catalogue.redirectToNowhere, { to: redirect.to, guess: suggest(redirect.to, [...existing]) });
    if (existing.has(redirect.from)) at(siteSource, ['redirects', i, 'from'], catalogue.redirectIsPage, { from: redirect.from });
  }
}

function checkCitiesNamedTwice(files: readonly CheckedFile[], newerFirst: (a: string, b: string) => number, at: Report): void {
  // Oldest first, so the first page to name a city keeps it and the copy is the one reported.
  const cities = files.flatMap(({ page, source }) => (page.data.city ? [{ city: page.data.city, source }] : []));
  for (const group of groupBy(cities, ({ city }) => `${city.offer}:${cityKey(city.name)}`)) {
    const [original, ...copies] = group.sort((a, b) => -newerFirst(a.source.file, b.source.file));
    for (const { city, source } of copies) at(source, ['city', 'name'], catalogue.cityTwice, { city: city.name, other: original.source.file });
  }
}

/** One hero, a title that fits, each anchor once. */
function checkPageShape({ page, source }: CheckedFile, site: Site, at: Report): void {
  const { data } = page;
  const [firstHero, secondHero] = data.blocks.flatMap((b, i) => (b.type === 'hero' ? [i] : []));
  if (firstHero === undefined) at(source, ['blocks'], catalogue.noHero, undefined);
  else if (secondHero !== undefined) at(source, ['blocks', secondHero, 'type'], catalogue.secondHero, undefined);

  const title = documentTitle(site, page);
  if (title.length > titleMaxLength && !hasFixedTitle(page))
    at(source, ['title'], catalogue.titleTooLong, { length: title.length, max: titleMaxLength - (title.length - data.title.length) });

  const seen = new Set<string>();
  for (const [i, block] of data.blocks.entries()) {
    if (!block.id) continue;
    if (seen.has(block.id)) at(source, ['blocks', i, 'id'], catalogue.sameAnchorTwice, { id: block.id });
    seen.add(block.id);
  }
}

/** A city page's city agrees with its file name. */
function checkPageCity({ page, source }: CheckedFile, at: Report): void {
  const { data } = page;
  if (data.service && data.city) at(source, ['city'], catalogue.serviceAndCity, undefined);
  if (data.city) {
    if (cityOfferOfRoute(page.path) !== data.city.offer)
      at(source, ['city', 'offer'], catalogue.cityFileName, { offer: data.city.offer, prefix: `${cityPagePrefixes[data.city.offer]}-` });
  } else {
    // A city page that lost its city: would drop out of the menu and every list without a word.
    const offer = cityOfferOfRoute(page.path);
    if (offer) at(source, [], catalogue.cityMissing, { prefix: `${cityPagePrefixes[offer]}-` });
  }
}

function checkPageLinks({ page, source }: CheckedFile, checkLink: CheckLink, at: Report): void {
  const { data } = page;
  for (const { href, path } of hrefs(data)) {
    const target = checkLink(href, path, source, page);
    const block = data.blocks[Number(path[1])];
    if (block?.type === 'related' && target && !target.page.data.service) at(source, path, catalogue.relatedNotService, { href });
  }
}

/**
 * `files` are the pages that passed their schema; `allPaths` also holds pages that did not, so a
 * link to a page with its own error is not reported twice. `newerFirst` orders two files newest
 * first, so a city named twice is reported on the copy (file-age.ts).
 */
export function checkContent(
  files: readonly CheckedFile[],
  allPaths: readonly string[],
  site: Site,
  siteSource: SourceFile,
  newerFirst: (a: string, b: string) => number,
): Problem[] {
  const problems: Problem[] = [];
  const at = reporter(problems);
  const existing = new Set(allPaths);
  const redirects = new Map(site.redirects.map((r) => [r.from, r.to]));
  const checkLink = linkChecker(files, existing, redirects, at);

  checkRedirects(site, siteSource, existing, at);
  checkCitiesNamedTwice(files, newerFirst, at);
  for (const file of files) {
    checkPageShape(file, site, at);
    checkPageCity(file, at);
    checkPageLinks(file, checkLink, at);
  }

  // site.yaml's links are on every page: the header, the footer, the forms (docs/decisions.md 4).
  const { redirects: _redirects, ...shared } = site;
  for (const { href, path } of hrefs(shared)) checkLink(href, path, siteSource, undefined);
  return problems;
}

/**
 * The calculator prices a package: its fee is that package's price, written once (docs/decisions.md
 * 81). Needs a site.yaml that passed its schema (load.ts).
 */
export function checkRoiPackage(site: Site, siteSource: SourceFile): Problem[] {
  const problems: Problem[] = [];
  const at = reporter(problems);
  const roiPackage = roiPackageOf(site);
  const available = site.prices.packages.map((p) => p.name);
  if (!roiPackage)
    at(siteSource, ['roi', 'package'], catalogue.roiPackageMissing, { name: site.roi.package, guess: suggest(site.roi.package, available), available });
  else if (roiPackage.unit !== 'mån') at(siteSource, ['roi', 'package'], catalogue.roiPackageNotMonthly, { name: roiPackage.name });
  return problems;
}
