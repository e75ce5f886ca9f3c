/**
 * How long the firm keeps a lead that has not become an assignment: counted from the person's
 * latest contact (their newest lead). Kept here once, for both sides of the promise: the
 * privacy policy says it through the placeholder {lagringstid} (src/content/tokens.ts), and
 * `npm run leads -- purge` deletes by it (docs/decisions.md "Data protection").
 */
export const retentionMonths = 12;

/** As the privacy policy words it: "12 månader". */
export const retentionText = `${retentionMonths} månader`;

/** The moment before which a person's latest lead must lie to be purged. */
export function retentionCutoff(now: Date, months = retentionMonths): Date {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - months);
  return cutoff;
}
