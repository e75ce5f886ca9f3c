/**
 * The learning part of the spam filter (docs/decisions.md 132–133): a naive Bayes text classifier
 * (the `classificator` library) trained on the corpus the project ships (spam-seed.json) and on
 * the firm's own decisions — each lead a partner marked "Skräppost" or "Inte skräppost" in the
 * workspace (or released with `npm run leads -- release`), read from the store, counted
 * `decisionWeight` times, since the firm's own inbox says more about its spam than any corpus.
 *
 * It gives the probability that a lead is spam, with equal priors (the seed's proportions say
 * nothing about the firm's), and the words that weighed most, for the partner to read.
 */
import { fromJson, Naivebayes, type NaivebayesOptions } from 'classificator';
import seed from './spam-seed.json' with { type: 'json' };
import { spamFeatures, type SpamText } from './spam-features';

export type SpamLabel = 'spam' | 'ham';

/** One message the classifier learns from. */
export interface TrainingMessage extends SpamText {
  label: SpamLabel;
}

/** How many seed messages one decision of the firm counts as. */
export const decisionWeight = 5;

const separator = '\n';
const seedMessage = (label: SpamLabel) => (entry: { company: string; email: string; message: string }) => ({
  label,
  company: entry.company,
  email: entry.email,
  texts: [entry.message],
});

/** The shipped corpus as training messages. */
export const seedMessages: readonly TrainingMessage[] = [...seed.genuine.map(seedMessage('ham')), ...seed.spam.map(seedMessage('spam'))];

export interface SpamClassifier {
  /** The probability (0–1) that the text is spam. */
  spamProbability(text: SpamText): number;
  /** The words (features) of the text that speak most for spam, most telling first. */
  telling(text: SpamText, count?: number): string[];
}

const options: NaivebayesOptions = { tokenizer: (text) => text.split(separator).filter(Boolean), fitPrior: false };
const document = (text: SpamText) => spamFeatures(text).join(separator);

function learnt(messages: readonly TrainingMessage[]): Naivebayes {
  const bayes = new Naivebayes(options);
  for (const message of messages) bayes.learn(document(message), message.label);
  return bayes;
}

/** The shipped corpus learnt once per process (the library's own JSON state), copied for each training. */
let seedState: string | undefined;
const seeded = () => fromJson((seedState ??= learnt(seedMessages).toJson()), options);

/** A classifier trained on `messages` (the seed by default) and on `decisions`, each counted `decisionWeight` times. */
export function trainClassifier(decisions: readonly TrainingMessage[] = [], messages: readonly TrainingMessage[] = seedMessages): SpamClassifier {
  const bayes = messages === seedMessages ? seeded() : learnt(messages);
  for (const decision of decisions) for (let i = 0; i < decisionWeight; i++) bayes.learn(document(decision), decision.label);
  return {
    spamProbability(text) {
      const { likelihoods } = bayes.categorize(document(text));
      return likelihoods.find((likelihood) => likelihood.category === 'spam')?.proba ?? 0;
    },
    telling(text, count = 5) {
      const features = [...new Set(spamFeatures(text))].filter((feature) => bayes.vocabulary[feature]);
      const weight = (feature: string) => Math.log(bayes.tokenProbability(feature, 'spam') / bayes.tokenProbability(feature, 'ham'));
      return features
        .map((feature) => [feature, weight(feature)] as const)
        .filter(([, w]) => w > 0)
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([feature]) => feature);
    },
  };
}
