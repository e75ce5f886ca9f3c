/**
 * Swedish calendar days for the workspace: the inbox's from/to filters are days in Swedish time,
 * and a partner's "latest contact" is a day. A day the partner gives is stored as noon UTC of that
 * date (docs/decisions.md 71), which is the same date in Sweden all year and in the ISO text.
 */
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const stockholmDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' });
const stockholmOffset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Stockholm', timeZoneName: 'longOffset' });

/** A real date written YYYY-MM-DD, as [year, month, day]; undefined otherwise. */
export function parseDay(text: unknown): [number, number, number] | undefined {
  const match = typeof text === 'string' ? dayPattern.exec(text) : null;
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d && y >= 1970 ? [y, m, d] : undefined;
}

/** Minutes Stockholm is ahead of UTC at `ms`. */
function offsetMinutes(ms: number): number {
  const name = stockholmOffset.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The moment a Swedish calendar day begins; `plusDays` days later for an end that is not included. */
export function swedishDayStart([y, m, d]: [number, number, number], plusDays = 0): Date {
  const midnightUtc = Date.UTC(y, m - 1, d + plusDays);
  let at = midnightUtc - offsetMinutes(midnightUtc) * 60_000;
  // Across a change of clocks the offset at the guess may differ from the one at the answer.
  at = midnightUtc - offsetMinutes(at) * 60_000;
  return new Date(at);
}

/** Today's date in Sweden, YYYY-MM-DD. */
export const swedishToday = (now: number) => stockholmDay.format(now);

/** A day a partner gave, as stored: noon UTC of that date. */
export const storedDay = ([y, m, d]: [number, number, number]) => new Date(Date.UTC(y, m - 1, d, 12)).toISOString();
