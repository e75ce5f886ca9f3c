/**
 * How long the firm keeps a lead that has not become an assignment: counted from the latest
 * contact of either side — the person's newest lead or the firm's latest contact with them — and
 * never while one of their leads is marked as a client's (docs/decisions.md 71). Kept here once, for both sides of the promise: the
 * privacy policy says it through the placeholder {lagringstid} (src/content/tokens.ts), and
 * `npm run leads -- purge` deletes by it (docs/decisions.md "Data protection").
 */
export const retentionMonths = 12;

/** As the privacy policy words it: "12 månader". */
export const retentionText = `${retentionMonths} månader`;

/** The moment before which a person's latest contact must lie to be purged. */
export function retentionCutoff(now: Date, months = retentionMonths): Date {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - months);
  return cutoff;
}
