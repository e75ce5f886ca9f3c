/**
 * The data-protection requests the privacy policy promises (pages/integritetspolicy.yaml), one
 * implementation for `npm run leads` and the workspace /konto (docs/decisions.md 74):
 *   accessReport / show     everything stored about one person (right of access)
 *   erase                   their leads, notifications and notes deleted and gone from the files
 *   purge                   people whose latest contact, either side's, is older than the period
 *                           (default: the policy's, src/content/retention.ts), clients kept —
 *                           run daily by the timer
 * erase and purge show what they will delete and ask first (deletion-plan.ts: --yes, --yes-all,
 * --dry-run); the workspace asks by having the address typed again.
 */
import { retentionCutoff, retentionMonths, retentionText } from '~/src/content/retention';
import { decide, describePlan, planErase, planPurge, type Consent, type DeletionPlan } from './deletion-plan';
import type { InboxLead, LeadNote, LeadStore } from './store';
import { terminalJson } from './lead-format';
import { captures } from '~/src/shared/captures';

/** "18m", "18mån", "18 månader" or "90d" → months or days back from `now`. */
export function parsePeriod(text: string, now = new Date()): Date | undefined {
  const period = captures(/^\s*(\d+)\s*(m|mån|månad|månader|d|dag|dagar)\s*$/i.exec(text), 2);
  if (!period) return undefined;
  const [digits, unit] = period;
  const amount = Number(digits);
  if (unit.toLowerCase().startsWith('d')) return new Date(now.getTime() - amount * 86_400_000);
  return retentionCutoff(now, amount);
}

export const retentionRule = `Leads raderas ${retentionText} efter den senaste kontakten, personens eller vår (npm run leads -- purge), men sparas så länge personen är kund.`;

/** The latest contact of either side on these leads: a lead received, or the firm's contact. */
export function latestContact(leads: readonly Pick<InboxLead, 'createdAt' | 'lastContactAt'>[]): string | undefined {
  const times = leads.flatMap((lead) => [lead.createdAt, ...(lead.lastContactAt ? [lead.lastContactAt] : [])]);
  return times.length ? times.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b)) : undefined;
}

/** Everything stored about the person with this address: their leads with notifications, status and the firm's notes. */
export async function accessReport(store: LeadStore, email: string) {
  const leads = await store.leadsByEmail(email);
  const shown = await Promise.all(
    leads.map(async ({ id, createdAt, kind, page, fields, notifications, status, lastContactAt }) => ({
      id,
      createdAt,
      kind,
      page,
      fields,
      notifications,
      status,
      lastContactAt,
      notes: (await store.notes(id)).map(({ at, text, contactedAt }: LeadNote) => ({ at: new Date(at).toISOString(), text, contactedAt })),
      // A booked meeting is the person's too: when, how and with whom (docs/decisions.md 161).
      bookings: (await store.leadBookings(id)).map(({ start, end, format, place, partnerName, status }) => ({
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        format,
        place,
        partner: partnerName,
        status,
      })),
    })),
  );
  const latest = latestContact(leads);
  const client = leads.some((lead) => lead.status === 'kund');
  return {
    email,
    leads: shown,
    ...(latest ? { latestContact: latest, ...(client ? {} : { erasedAfter: retentionCutoffFrom(latest) }) } : {}),
    retention: retentionRule,
  };
}

export async function show(store: LeadStore, email: string): Promise<string> {
  return terminalJson(await accessReport(store, email));
}

/** When the purge will take this person's leads, if neither side is in touch again. */
function retentionCutoffFrom(latest: string): string {
  const at = new Date(latest);
  at.setMonth(at.getMonth() + retentionMonths);
  return at.toISOString();
}

/** What a deleting command printed and whether it did what was asked (exit status). */
export interface Outcome {
  ok: boolean;
  message: string;
}

/** Shows the plan, asks for consent as deletion-plan.ts says, and only then deletes. */
async function carryOut(plan: DeletionPlan, consent: Consent, print: (text: string) => void, remove: () => Promise<string>): Promise<Outcome> {
  print(describePlan(plan));
  const decision = await decide(plan, consent);
  if (decision.go) return { ok: true, message: await remove() };
  return { ok: decision.reason !== 'refused' && decision.reason !== 'declined', message: decision.message };
}

/** Deletes everything stored about the person (confirmed by the caller): which leads went, and how many. */
export async function erasePerson(store: LeadStore, email: string): Promise<{ leadIds: number[]; erased: number }> {
  const { leads } = await planErase(store, email);
  return { leadIds: leads.map((lead) => lead.id), erased: leads.length ? await store.erase(email) : 0 };
}

export async function erase(store: LeadStore, email: string, consent: Consent, print: (text: string) => void): Promise<Outcome> {
  return carryOut(await planErase(store, email), consent, print, async () => {
    const count = (await erasePerson(store, email)).erased;
    return `Raderade ${count} lead${count === 1 ? '' : 's'} med e-postadressen ${email}, med deras notiser och anteckningar; databasen har skrivits om så att inget finns kvar i filen.`;
  });
}

export async function purge(
  store: LeadStore,
  olderThan: string | undefined,
  consent: Consent,
  print: (text: string) => void,
  now = new Date(),
): Promise<Outcome> {
  const cutoff = olderThan === undefined ? retentionCutoff(now) : parsePeriod(olderThan, now);
  if (!cutoff) return { ok: false, message: `--older-than "${olderThan}" ska vara t.ex. 12m (månader) eller 90d (dagar).` };
  const limit = `före ${cutoff.toISOString().slice(0, 10)}${olderThan === undefined ? ` (integritetspolicyns ${retentionText})` : ''}`;
  print(
    `Leads från personer vars senaste kontakt — deras senaste förfrågan eller företagets senaste kontakt med dem — var ${limit}; kunder (status Kund) sparas:`,
  );
  return carryOut(await planPurge(store, cutoff), consent, print, async () => {
    const count = await store.purge(cutoff);
    return `Raderade ${count} lead${count === 1 ? '' : 's'} från personer vars senaste kontakt var ${limit}.`;
  });
}
