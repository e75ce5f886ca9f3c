/**
 * Rules that span more than one value or more than one file, checked after the schemas pass:
 * internal links, anchors, the one-hero rule, listing metadata and redirects.
 */
import type { LoadedPage, Site } from './model';
import type { Problem } from './problem';
import { nodeAt, positionOf, type SourceFile } from './source';
import { didYouMean, suggest } from './suggest';
import { tokenPattern } from './tokens';

export interface CheckedFile {
  page: LoadedPage;
  source: SourceFile;
}

type Path = (string | number)[];

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

/**
 * `files` are the pages that passed their schema; `allPaths` also holds pages that did not, so a
 * link to a page with its own error is not reported twice.
 */
export function checkContent(
  files: readonly CheckedFile[],
  allPaths: readonly string[],
  site: Site,
  siteSource: SourceFile,
): Problem[] {
  const problems: Problem[] = [];
  const pagesByPath = new Map(files.map((f) => [f.page.path, f]));
  const existing = new Set(allPaths);
  const redirects = new Map(site.redirects.map((r) => [r.from, r.to]));
  const knownPaths = [...existing, ...redirects.keys()];
  const at = (source: SourceFile, path: Path, message: string, hint: string) =>
    problems.push({ file: source.file, ...positionOf(source, nodeAt(source, path)), message, hint });

  for (const [i, redirect] of site.redirects.entries()) {
    if (!existing.has(redirect.to)) {
      at(siteSource, ['redirects', i, 'to'], `omdirigeringen går till "${redirect.to}", som inte finns`, `${didYouMean(redirect.to, [...existing])} Ange adressen till en befintlig sida.`.trim());
    }
    if (existing.has(redirect.from)) {
      at(siteSource, ['redirects', i, 'from'], `"${redirect.from}" är både en sida och en omdirigering`, 'Ta bort omdirigeringen eller sidan; en adress kan bara vara det ena.');
    }
  }

  const cityNames = new Map<string, string>();
  for (const { page, source } of files) {
    const { data } = page;
    const heroes = data.blocks.flatMap((b, i) => (b.type === 'hero' ? [i] : []));
    if (heroes.length === 0) {
      at(source, ['blocks'], 'sidan saknar ett hero-block', 'Lägg ett block med "type: hero" först i blocks; dess rubrik blir sidans huvudrubrik (h1).');
    } else if (heroes.length > 1) {
      at(source, ['blocks', heroes[1]!, 'type'], 'sidan har mer än ett hero-block', 'En sida har bara en huvudrubrik: gör det här blocket till ett annat slags block, t.ex. cta.');
    }

    const seen = new Set<string>();
    for (const [i, block] of data.blocks.entries()) {
      if (!block.id) continue;
      if (seen.has(block.id)) at(source, ['blocks', i, 'id'], `ankaret "${block.id}" används två gånger`, 'Ge blocken olika id.');
      seen.add(block.id);
    }

    if (data.service && data.city) {
      at(source, ['city'], 'sidan har både "service" och "city"', 'En sida är antingen en tjänstesida eller en stadssida: ta bort det ena.');
    }
    if (data.city) {
      const prefix = data.city.offer === 'cfo' ? '/cfo-tjanster-' : '/interim-cfo-';
      if (!page.path.startsWith(prefix)) {
        at(source, ['city', 'offer'], `en stadssida med offer: ${data.city.offer} ska heta ${prefix.slice(1)}<stad>.yaml`, `Byt namn på filen så att den börjar med "${prefix.slice(1)}", eller ändra offer.`);
      }
      const key = `${data.city.offer}:${data.city.name}`;
      const other = cityNames.get(key);
      if (other) at(source, ['city', 'name'], `staden "${data.city.name}" finns redan i ${other}`, 'Ge staden ett annat namn eller ta bort den ena filen.');
      else cityNames.set(key, source.file);
    }

    for (const { href, path } of hrefs(data)) {
      if (href.startsWith('#')) {
        if (!anchorsOf(page).has(href.slice(1))) {
          at(source, path, `länken "${href}" pekar på ett ankare som inte finns på sidan`, `${didYouMean(href, [...anchorsOf(page)].map((id) => `#${id}`))} Ge målblocket "id: ${href.slice(1)}" eller rätta länken.`.trim());
        }
        continue;
      }
      if (!href.startsWith('/')) continue;
      const [pathAndQuery, anchor] = href.split('#') as [string, string | undefined];
      const target = pathAndQuery.split('?')[0]!;
      const targetFile = pagesByPath.get(target);
      if (!existing.has(target) && !redirects.has(target)) {
        const guess = didYouMean(target, knownPaths);
        at(source, path, `länken "${href}" går till en sida som inte finns`, `${guess ? `${guess} ` : ''}Rätta adressen, skapa sidan, eller lägg till en omdirigering i site.yaml.`);
        continue;
      }
      if (anchor && targetFile && !anchorsOf(targetFile.page).has(anchor)) {
        const guess = suggest(anchor, [...anchorsOf(targetFile.page)]);
        at(
          source,
          path,
          `länken "${href}" pekar på ankaret "#${anchor}", som inte finns på ${target}`,
          guess
            ? `Menade du "${href.replace(`#${anchor}`, `#${guess}`)}"? Rätta länken, eller lägg till "id: ${anchor}" på rätt block i ${targetFile.source.file}.`
            : `Lägg till "id: ${anchor}" på rätt block i ${targetFile.source.file}, eller rätta länken.`,
        );
      }
      const block = data.blocks[Number(path[1])];
      if (block?.type === 'related' && targetFile && !targetFile.page.data.service) {
        at(source, path, `"${href}" är ingen tjänstesida`, 'Relaterade tjänster hämtar namn och beskrivning från sidans "service:"; länka till en tjänstesida.');
      }
    }
  }
  return problems;
}

function* strings(value: unknown, path: Path = []): Generator<{ text: string; path: Path }> {
  if (typeof value === 'string') yield { text: value, path };
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, [...path, i]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, [...path, k]);
}

/** Every `{placeholder}` in page text must name a fact in site.yaml. */
export function checkTokens(files: readonly CheckedFile[], tokens: ReadonlyMap<string, string>): Problem[] {
  const problems: Problem[] = [];
  const names = [...tokens.keys()];
  for (const { page, source } of files) {
    for (const { text, path } of strings(page.data)) {
      for (const [, name] of text.matchAll(tokenPattern)) {
        if (tokens.has(name!)) continue;
        const guess = suggest(name!, names);
        problems.push({
          file: source.file,
          ...positionOf(source, nodeAt(source, path)),
          message: `okänd platshållare "{${name}}"`,
          hint: `${guess ? `Menade du "{${guess}}"? ` : ''}Tillgängliga: ${names.map((n) => `{${n}}`).join(', ')}.`,
        });
      }
    }
  }
  return problems;
}
