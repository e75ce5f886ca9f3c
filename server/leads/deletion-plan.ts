/**
 * What `leads purge` and `leads erase` will delete, and whether they may (docs/decisions.md
 * "Safe operator commands"). Kept apart from the command line so that any caller — the CLI
 * today, an operator's web page tomorrow — plans, shows and confirms a deletion the same way:
 *
 *  - the plan names the leads by number and time only, never by what a person wrote;
 *  - nothing is deleted without consent: `--yes`, or "ja" typed at a terminal; with neither (a
 *    script without --yes) the answer is a refusal, never a guess;
 *  - a purge that would take more than half the stored leads needs `--yes-all` (a typo such as
 *    `--older-than 0d` must not empty the database), whoever confirms;
 *  - a dry run shows the plan and deletes nothing.
 */
import type { LeadStamp, LeadStore } from './store';

export interface DeletionPlan {
  action: 'purge' | 'erase';
  leads: LeadStamp[];
  /** Every lead stored, for the share this plan takes. */
  total: number;
}

export interface Consent {
  /** `--yes`: delete without asking. */
  yes?: boolean;
  /** `--yes-all`: also when a purge takes more than half the leads. */
  yesAll?: boolean;
  /** `--dry-run`: show, delete nothing. */
  dryRun?: boolean;
  /** Asks the person at the terminal; absent without one. */
  ask?: (question: string) => Promise<boolean>;
}

export type Decision = { go: true } | { go: false; reason: 'nothing' | 'dry-run' | 'declined' | 'refused'; message: string };

export async function planPurge(store: LeadStore, before: Date): Promise<DeletionPlan> {
  return { action: 'purge', leads: await store.staleLeads(before), total: await store.countLeads() };
}

export async function planErase(store: LeadStore, email: string): Promise<DeletionPlan> {
  const leads = (await store.leadsByEmail(email)).map(({ id, createdAt }) => ({ id, createdAt }));
  return { action: 'erase', leads, total: await store.countLeads() };
}

/** More than half of what is stored: a purge that needs `--yes-all`. */
export const takesMostLeads = (plan: DeletionPlan) => plan.action === 'purge' && plan.leads.length * 2 > plan.total;

const shownAtMost = 30;
const day = (iso: string) => iso.slice(0, 10);
const leadsWord = (n: number) => `${n} lead${n === 1 ? '' : 's'}`;

/** "purge raderar 3 av 10 leads:" and one line per lead (number, day received), at most 30 lines. */
export function describePlan(plan: DeletionPlan): string {
  const { leads, total } = plan;
  if (leads.length === 0)
    return plan.action === 'purge' ? 'Inga leads är äldre än gränsen; inget att radera.' : 'Inga leads med den e-postadressen finns sparade; inget att radera.';
  const lines = [`${plan.action} raderar ${leadsWord(leads.length)} av ${total}${takesMostLeads(plan) ? ' — mer än hälften av alla' : ''}:`];
  for (const lead of leads.slice(0, shownAtMost)) lines.push(`  nr ${String(lead.id).padStart(6)}  mottagen ${day(lead.createdAt)}`);
  const rest = leads.slice(shownAtMost);
  const [first, last] = [rest.at(0), rest.at(-1)];
  if (first && last) {
    lines.push(`  … och ${leadsWord(rest.length)} till (nr ${first.id}–${last.id}, mottagna ${day(first.createdAt)}–${day(last.createdAt)})`);
  }
  return lines.join('\n');
}

/** Whether the plan may run now, and if not, the Swedish reason to print. */
export async function decide(plan: DeletionPlan, { yes = false, yesAll = false, dryRun = false, ask }: Consent): Promise<Decision> {
  if (plan.leads.length === 0) return { go: false, reason: 'nothing', message: '' };
  if (dryRun) return { go: false, reason: 'dry-run', message: 'Provkörning (--dry-run): inget raderades.' };
  if (takesMostLeads(plan) && !yesAll) {
    return {
      go: false,
      reason: 'refused',
      message: `Avbrutet: purge skulle radera ${plan.leads.length} av ${plan.total} leads, mer än hälften. Kontrollera --older-than; menar ni det, kör igen med --yes-all.`,
    };
  }
  if (yes || yesAll) return { go: true };
  if (!ask) {
    return {
      go: false,
      reason: 'refused',
      message: `Avbrutet: ingen terminal att fråga, så inget raderades. Lägg till --yes för att radera utan fråga (i skript och timers), eller --dry-run för att bara visa vad som skulle raderas.`,
    };
  }
  return (await ask(`Radera ${leadsWord(plan.leads.length)} för alltid? Skriv ja för att radera: `))
    ? { go: true }
    : { go: false, reason: 'declined', message: 'Avbrutet: inget raderades.' };
}
