/**
 * The data-protection requests the privacy policy promises (pages/integritetspolicy.yaml):
 *   show --email X          everything stored about that person, as JSON (right of access)
 *   erase --email X         their leads and notifications deleted and gone from the files (erasure)
 *   purge [--older-than P]  people whose latest contact is older than P (default: the policy's
 *                           period, src/content/retention.ts) deleted — run daily by the timer
 * Both show what they will delete and ask first (server/leads/deletion-plan.ts: --yes, --yes-all,
 * --dry-run).
 */
import { retentionCutoff, retentionMonths, retentionText } from '../../src/content/retention';
import { decide, describePlan, planErase, planPurge, type Consent, type DeletionPlan } from '../../server/leads/deletion-plan';
import type { LeadStore } from '../../server/leads/store';

/** "18m", "18mån", "18 månader" or "90d" → months or days back from `now`. */
export function parsePeriod(text: string, now = new Date()): Date | undefined {
  const match = /^\s*(\d+)\s*(m|mån|månad|månader|d|dag|dagar)\s*$/i.exec(text);
  if (!match) return undefined;
  const amount = Number(match[1]);
  if (match[2]!.toLowerCase().startsWith('d')) return new Date(now.getTime() - amount * 86_400_000);
  return retentionCutoff(now, amount);
}

export async function show(store: LeadStore, email: string): Promise<string> {
  const leads = await store.leadsByEmail(email);
  const shown = leads.map(({ id, createdAt, kind, page, fields, notifications }) => ({ id, createdAt, kind, page, fields, notifications }));
  const latest = leads.at(-1)?.createdAt;
  const report = {
    email,
    leads: shown,
    ...(latest ? { latestContact: latest, erasedAfter: retentionCutoffFrom(latest) } : {}),
    retention: `Leads raderas ${retentionText} efter senaste kontakt (npm run leads -- purge).`,
  };
  return JSON.stringify(report, null, 2);
}

/** When the purge will take this person's leads, if they do not get in touch again. */
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

export async function erase(store: LeadStore, email: string, consent: Consent, print: (text: string) => void): Promise<Outcome> {
  return carryOut(await planErase(store, email), consent, print, async () => {
    const count = await store.erase(email);
    return `Raderade ${count} lead${count === 1 ? '' : 's'} med e-postadressen ${email}, med deras notiser; databasen har skrivits om så att inget finns kvar i filen.`;
  });
}

export async function purge(store: LeadStore, olderThan: string | undefined, consent: Consent, print: (text: string) => void, now = new Date()): Promise<Outcome> {
  const cutoff = olderThan === undefined ? retentionCutoff(now) : parsePeriod(olderThan, now);
  if (!cutoff) return { ok: false, message: `--older-than "${olderThan}" ska vara t.ex. 12m (månader) eller 90d (dagar).` };
  const limit = `före ${cutoff.toISOString().slice(0, 10)}${olderThan === undefined ? ` (integritetspolicyns ${retentionText})` : ''}`;
  print(`Leads från personer vars senaste kontakt var ${limit}:`);
  return carryOut(await planPurge(store, cutoff), consent, print, async () => {
    const count = await store.purge(cutoff);
    return `Raderade ${count} lead${count === 1 ? '' : 's'} från personer vars senaste kontakt var ${limit}.`;
  });
}
