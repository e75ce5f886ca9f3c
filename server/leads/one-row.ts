/**
 * The row a query that always answers one row (an aggregate, a read after an upsert) returned:
 * a store reads it through here rather than asserting it with `!` (docs/decisions.md 86), so a
 * broken query fails with its own message instead of a TypeError further on.
 */
export function oneRow<Row>(row: Row | undefined, what = 'a query that always answers one'): Row {
  if (row === undefined) throw new Error(`The database answered no row for ${what}.`);
  return row;
}
