/**
 * Slots that a text in site.yaml may hold for a value known only when it is shown: the year a
 * page is built, the visitor's figures in the calculator, a status code, how many fields a form
 * found wrong and what the address preselected. Placeholders for facts of site.yaml itself
 * ({varumärke}, {telefon}…) are filled when the content is loaded (src/content/tokens.ts); these
 * are left in the text until the component fills them, and validate accepts them in site.yaml's
 * texts (src/content/text-checks.ts).
 */
export const runtimeSlots = [
  'år',
  'status',
  'omsättning',
  'marginal',
  'bransch',
  'merresultat',
  'avkastning',
  'återbetalningstid',
  'nettoeffekt',
  'högst',
  'månadskostnad',
  'årskostnad',
  'bolag',
  'orgnr',
  'ort',
  'branscher',
  'exempelmarginal',
  'spann',
  'lägsta',
  'högsta',
  'antal',
  'val',
  // The booking form's free times (site.yaml forms.times): a length, a week, a chosen time.
  'minuter',
  'vecka',
  'från',
  'till',
  'tid',
] as const;

export type RuntimeSlot = (typeof runtimeSlots)[number];

/** "Fel {status}" with { status: '500' } → "Fel 500". A slot without a value is left as it is. */
export function fill(text: string, values: Partial<Record<RuntimeSlot, string>>): string {
  return text.replace(/\{([a-zåäö-]+)\}/g, (whole, name: string) => values[name as RuntimeSlot] ?? whole);
}
