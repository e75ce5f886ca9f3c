/**
 * Placeholders that let page text refer to the facts kept once in site.yaml (docs/decisions.md 3):
 * "från {pris:manadspaket}" renders as "från 35 000 kr/mån", so a price change is one edit.
 */
import { formatDecimal, formatKronor, formatPrice } from '../lib/format';
import { slugify } from '../lib/slug';
import { retentionText } from './retention';
import type { Site } from './model';

export const tokenPattern = /\{([a-zåäö-]+(?::[a-z0-9+-]+)?)\}/g;

export function siteTokens(site: Site): Map<string, string> {
  const tokens = new Map<string, string>([
    ['varumärke', site.brand],
    ['telefon', site.contact.phone],
    ['e-post', site.contact.email],
    ['byrå', site.parentFirm.name],
    ['byråns-stad', site.parentFirm.city],
    ['nätverk', site.social.name],
    ['grundat', String(site.parentFirm.founded)],
    ['kunder', site.parentFirm.clients],
    ['kontor', swedishList(site.offices)],
    ['svarstid', site.promises.responseTime],
    ['mötestid', site.promises.meetingLength],
    ['interimstart', site.promises.interimStart],
    ['brådskandesvar', site.promises.urgentResponse],
    ['prognoshorisont', site.promises.forecastHorizon],
    ['rapporttid', site.promises.reportDelivery],
    ['granskningstid', site.promises.dueDiligenceTime],
    ['mötespris', formatKronor(site.prices.firstMeeting)],
    ['marginalförbättring', marginImprovementRange(site)],
    ['omsättningsspann', targetRevenueRange(site)],
    // The period `npm run leads -- purge` applies: one value for the promise and the tool.
    ['lagringstid', retentionText],
  ]);
  for (const p of site.prices.packages) tokens.set(`pris:${slugify(p.name)}`, formatPrice(p.price, p.unit));
  for (const a of site.prices.addOns) tokens.set(`tillägg:${slugify(a.name)}`, formatKronor(a.price));
  return tokens;
}

/**
 * Where site.yaml keeps the source of each statistic it holds (placeholder-values.ts
 * `statisticTokens`): a figure of `{kunder}` shows it, or is marked as a figure without a source.
 */
export function statisticSources(site: Site): ReadonlyMap<string, string | undefined> {
  return new Map([['kunder', site.parentFirm.clientsSource]]);
}

/**
 * The margin improvement the site promises is the calculator's own assumption, so the hero and the
 * calculator cannot disagree: "8–12 procentenheter" from site.yaml roi.industries.
 */
export function marginImprovementRange(site: Site): string {
  const points = site.roi.industries.map((industry) => industry.marginImprovement);
  const [low, high] = [Math.min(...points), Math.max(...points)].map((n) => formatDecimal(n));
  return `${low === high ? low : `${low}–${high}`}\u00a0procentenheter`;
}

/**
 * The revenue the firm's customers have, as the whole site states it (docs/decisions.md 171):
 * "5–100 MSEK" from site.yaml roi.targetRevenueMsek, the range the calculator's assumptions hold
 * for, in the unit its revenue field names.
 */
export function targetRevenueRange(site: Site): string {
  const { min, max } = site.roi.targetRevenueMsek;
  return `${formatDecimal(min)}–${formatDecimal(max)}\u00a0${site.calculator.revenue.unit}`;
}

const conjunction = new Intl.ListFormat('sv-SE', { type: 'conjunction' });

/** "Stockholm", "Stockholm och Malmö", "Stockholm, Göteborg och Malmö". */
export const swedishList = (items: readonly string[]): string => conjunction.format(items);

/** Every string in `value` with its tokens replaced; the structure is copied, never mutated. */
export function fillTokens<T>(value: T, tokens: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return value.replace(tokenPattern, (whole, name: string) => tokens.get(name) ?? whole) as T;
  if (Array.isArray(value)) return value.map((item) => fillTokens(item, tokens)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillTokens(v, tokens)])) as T;
  }
  return value;
}
