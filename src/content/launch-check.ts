/**
 * The launch check (docs/decisions.md 57, docs/lansering.md): what only the firm can supply and
 * the site still holds as a placeholder — an address on a domain reserved for examples, a phone
 * number nobody answers, no organisation number or address, a figure without a source, a case or
 * a quote the customer has not approved. `npm run validate` and an ordinary build warn; a
 * production build (`NODE_ENV=production`) refuses, so the firm cannot launch them by mistake.
 */
import { reporter, type CheckedFile } from './checked-file';
import type { Site } from './model';
import { siteStatisticSource } from './figure-facts';
import { figureStatementProblems } from './figure-statements';
import { addressesIn, isPlaceholderOrgNumber, isPlaceholderPhone, isSiteFactValue } from './placeholder-values';
import type { Problem, Severity } from './problem';
import { catalogue } from './problem-catalogue';
import type { SourceFile } from './source';
import { siteTokens } from './tokens';
import type { Path } from './yaml-structure';

function* strings(value: unknown, path: Path = []): Generator<{ text: string; path: Path }> {
  if (typeof value === 'string') yield { text: value, path };
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, [...path, i]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, [...path, k]);
}

/** The codes of the launch check: a production build refuses exactly these. */
export const launchCodes: ReadonlySet<string> = new Set(
  [
    catalogue.placeholderAddress,
    catalogue.placeholderPhone,
    catalogue.organisationMissing,
    catalogue.placeholderOrgNumber,
    catalogue.noNamedPerson,
    catalogue.figureWithoutSource,
    catalogue.figureStatedAsFact,
    catalogue.caseNotVerified,
    catalogue.quoteNotVerified,
  ].map((entry) => entry.code),
);

/** The organisation's fields the launch needs, by the words site.yaml's guide uses (docs/lansering.md). */
const organisationFields = [
  ['legalName', 'registrerat bolagsnamn'],
  ['orgNumber', 'organisationsnummer'],
  ['streetAddress', 'gatuadress'],
  ['postalCode', 'postnummer'],
  ['city', 'postort'],
] as const;

/**
 * Every placeholder left in site.yaml (raw, before its `{placeholders}` are filled) and the pages
 * that passed their schemas, at `severity`: warnings for validate, errors for a production build.
 */
export function launchProblems(site: Site, siteSource: SourceFile, files: readonly CheckedFile[], severity: Severity): Problem[] {
  const problems: Problem[] = [];
  const at = reporter(problems);

  for (const { text, path } of strings(site)) for (const found of addressesIn(text)) at(siteSource, path, catalogue.placeholderAddress, found);
  if (isPlaceholderPhone(site.contact.phone)) at(siteSource, ['contact', 'phone'], catalogue.placeholderPhone, { value: site.contact.phone });
  const organisation = site.organisation as Partial<NonNullable<Site['organisation']>> | undefined;
  const missing = organisationFields.filter(([key]) => !organisation?.[key]).map(([, words]) => words);
  if (missing.length > 0) at(siteSource, ['organisation'], catalogue.organisationMissing, { missing });
  if (organisation?.orgNumber && isPlaceholderOrgNumber(organisation.orgNumber)) {
    at(siteSource, ['organisation', 'orgNumber'], catalogue.placeholderOrgNumber, { value: organisation.orgNumber });
  }

  // Who the visitor meets: the team block (on /om-oss) with at least one person in it.
  const teams = files.flatMap(({ page, source }) =>
    page.data.blocks.flatMap((block, i) => (block.type === 'team' ? [{ source, i, members: block.members.length }] : [])),
  );
  const empty = teams.find((team) => team.members === 0);
  if (!teams.some((team) => team.members > 0)) {
    if (empty) at(empty.source, ['blocks', empty.i, 'members'], catalogue.noNamedPerson, undefined);
    else at(siteSource, [], catalogue.noNamedPerson, undefined);
  }

  for (const { page, source } of files) {
    for (const { text, path } of strings(page.data)) for (const found of addressesIn(text)) at(source, path, catalogue.placeholderAddress, found);
    for (const [i, block] of page.data.blocks.entries()) {
      const figures =
        block.type === 'hero' ? { key: 'stats', items: block.stats ?? [] } : block.type === 'results' ? { key: 'items', items: block.items } : undefined;
      for (const [j, figure] of figures?.items.entries() ?? []) {
        if (!figures || figure.source || isSiteFactValue(figure.value) || siteStatisticSource(site, figure.value)) continue;
        at(source, ['blocks', i, figures.key, j, 'value'], catalogue.figureWithoutSource, { value: figure.value, label: figure.label });
      }
      if (block.type === 'cases') {
        for (const [j, item] of block.items.entries())
          if (!item.verified) at(source, ['blocks', i, 'items', j, 'company'], catalogue.caseNotVerified, { company: item.company });
      }
      if (block.type === 'quote' && !block.verified) at(source, ['blocks', i, 'author'], catalogue.quoteNotVerified, { author: block.author });
    }
  }
  // A figure marked as without a source on one page, stated as fact on another (docs/decisions.md 171).
  problems.push(...figureStatementProblems(site, siteSource, files, siteTokens(site), severity));
  return problems.map((p) => ({ ...p, severity }));
}
