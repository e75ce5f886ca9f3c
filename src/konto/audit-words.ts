/**
 * An audit line's detail in words (server/accounts/audit.ts, docs/decisions.md 143): codes and
 * numbers only — which inbox page and filters, whether there was a search (never its words), the
 * sign-in step, how many failures.
 */
import { kindTitles } from '~/src/lead-form/fields';
import { statusLabels, type Status } from './texts';

export type AuditDetail = Record<string, string | number | boolean | number[]>;

const stepWords: Record<string, string> = { password: 'lösenord', code: 'kod från appen', passkey: 'nyckel' };

function leadsWords(ids: number[]): string {
  if (ids.length === 0) return 'inga förfrågningar visade';
  const [low, high] = [Math.min(...ids), Math.max(...ids)];
  return `${ids.length} ${ids.length === 1 ? 'förfrågan' : 'förfrågningar'} visade (nr ${low === high ? low : `${low}–${high}`})`;
}

/** One phrase per key, in a fixed order, joined by commas. */
export function detailWords(detail: AuditDetail | null): string {
  if (!detail) return '–';
  const words: Record<string, (value: AuditDetail[string]) => string> = {
    page: (v) => `sida ${v}`,
    search: () => 'med sökning',
    kind: (v) => `typ ${kindTitles[String(v) as keyof typeof kindTitles] ?? v}`,
    status: (v) => `status ${statusLabels[v as Status] ?? v}`,
    urgent: () => 'bara brådskande',
    spam: () => 'skräpposten',
    from: (v) => `från och med ${v}`,
    to: (v) => `till och med ${v}`,
    leads: (v) => leadsWords(Array.isArray(v) ? v : []),
    count: (v) => `${v} förfrågningar`,
    step: (v) => `steg: ${stepWords[String(v)] ?? v}`,
    factor: (v) => `med ${stepWords[String(v)] ?? v}`,
    failures: (v) => `efter ${v} misslyckade försök`,
    forgotten: (v) => `${v} försök glömda`,
    passkey: (v) => `nyckel nr ${v}`,
  };
  const parts = Object.entries(words).flatMap(([key, say]) => {
    const value = detail[key];
    return value === undefined ? [] : [say(value)];
  });
  return parts.length ? parts.join(', ') : '–';
}
