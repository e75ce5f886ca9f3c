/**
 * The spam filter as the server runs it (docs/decisions.md 132–135): the classifier kept current
 * with the firm's decisions, SpamAssassin asked when the operator runs it, and the verdict
 * (spam.ts) made of both and of what the visitor typed.
 *
 * The decisions live in the database (migration 8), so every server on it learns from every
 * partner: before a verdict the filter asks the store for the decisions' stamp — their count and
 * latest time, one indexed query — and trains anew from the seed and all decided leads when it
 * has changed. Training takes a fraction of a second; one training serves any posts that wait for it.
 */
import { StoreError, type DecidedLead, type LeadStore } from './store';
import { spamVerdict, type SpamVerdict, type VerdictContext } from './spam';
import { trainClassifier, type SpamClassifier, type TrainingMessage } from './spam-classifier';
import { askSpamd, assassinMessage, type SpamdConfig } from './spamd';
import type { ParsedLead } from './validate';

export interface SpamFilter {
  verdict(lead: ParsedLead, timing?: VerdictContext['timing']): Promise<SpamVerdict>;
  /** Trains anew now if a decision was made since the last training (after a partner's decision). */
  refresh(): Promise<void>;
}

/** A decided lead as a training message: the fields the classifier reads. */
export const trainingMessage = ({ decision, fields }: DecidedLead): TrainingMessage => ({
  label: decision,
  company: fields.company,
  email: fields.email,
  texts: [fields.name, fields.message, fields.priority].filter((text): text is string => typeof text === 'string'),
});

export function createSpamFilter(store: LeadStore, { spamd, warn }: { spamd?: SpamdConfig; warn: (message: string) => void }): SpamFilter {
  // Trained at the first verdict, not at start: a server that gets no post spends nothing on it.
  let classifier: SpamClassifier | undefined;
  let stamp: string | undefined;
  let training: Promise<void> | undefined;

  const train = async () => {
    const current = await store.spamDecisionStamp();
    if (classifier && current === stamp) return;
    classifier = trainClassifier((await store.spamDecisions()).map(trainingMessage));
    stamp = current;
  };
  const refresh = async () => {
    training ??= train().finally(() => (training = undefined));
    try {
      await training;
    } catch (error) {
      // A database that cannot be read now: judge with what was learnt so far (the post's own
      // store call answers for the database).
      if (!(error instanceof StoreError)) throw error;
    }
  };

  return {
    refresh,
    async verdict(lead, timing) {
      await refresh();
      const texts = [lead.message, lead.priority].filter((text): text is string => typeof text === 'string');
      const assassin = spamd
        ? await askSpamd(spamd, assassinMessage({ company: lead.company, name: lead.name, email: lead.email, texts }), (why) =>
            warn(`SpamAssassin gav ingen bedömning (${why}); förfrågan bedöms utan den.`),
          )
        : undefined;
      // A database that could not be read before any training: the seed alone.
      classifier ??= trainClassifier();
      return spamVerdict(lead, { classifier, ...(timing ? { timing } : {}), ...(assassin ? { assassin } : {}) });
    },
  };
}
