/** Called by the browser entry on the not-found page (docs/decisions.md 6): the missing path, in the console. */
export function logNotFound(): void {
  console.error(`404: sidan ${location.pathname} finns inte`);
}
