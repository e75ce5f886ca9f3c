/**
 * A partner's booking settings as the workspace sends them and the store keeps them (JSON), checked
 * here whole with every problem in Swedish: weekly hours as "09:00"–"12:00" per weekday, the
 * lengths they offer (30 and/or 60 minutes), a buffer in five-minute steps (the cells' size,
 * booking-store.ts), the minimum notice, how far ahead, and each format with what the invitation
 * names — their own meeting link (https), phone number or office address.
 */
import { meetingFormats, meetingLengths, type MeetingFormat, type PartnerSettings, type WeeklyHours } from './availability';

export const maxHorizonDays = 90;

/** A new partner's settings: weekdays 09–12 and 13–16, both lengths, not yet taking bookings. */
export function defaultSettings(displayName: string): PartnerSettings {
  return {
    displayName,
    active: false,
    hours: [1, 2, 3, 4, 5].flatMap((day) => [
      { day, from: 9 * 60, to: 12 * 60 },
      { day, from: 13 * 60, to: 16 * 60 },
    ]),
    lengths: [30, 60],
    bufferMinutes: 15,
    noticeHours: 24,
    horizonDays: 28,
    formats: {},
  };
}

const clock = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutesOf = (text: unknown) => {
  const match = typeof text === 'string' ? clock.exec(text) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};
export const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const integer = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : undefined;
const dayNames = ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'];

function checkHours(value: unknown, problems: string[]): WeeklyHours[] {
  const list = Array.isArray(value) ? value : [];
  const hours: WeeklyHours[] = [];
  for (const item of list.slice(0, 50)) {
    const { day, from, to } = record(item);
    const weekday = integer(day, 1, 7);
    const [start, end] = [minutesOf(from), minutesOf(to)];
    if (weekday === undefined || start === undefined || end === undefined || end <= start) {
      problems.push(`Arbetstiderna ska anges som t.ex. 09:00–12:00, med sluttiden efter starttiden${weekday ? ` (${dayNames[weekday - 1]})` : ''}.`);
      continue;
    }
    if (hours.some((h) => h.day === weekday && start < h.to && h.from < end))
      problems.push(`Två arbetstider på ${dayNames[weekday - 1]} överlappar varandra. Slå ihop dem eller ändra tiderna.`);
    hours.push({ day: weekday, from: start, to: end });
  }
  return hours.sort((a, b) => a.day - b.day || a.from - b.from);
}

function checkFormats(value: unknown, problems: string[]): Partial<Record<MeetingFormat, string>> {
  const given = record(value);
  const formats: Partial<Record<MeetingFormat, string>> = {};
  for (const format of meetingFormats) {
    const text = typeof given[format] === 'string' ? (given[format] as string).trim() : '';
    if (!text) continue;
    if (text.length > 300 || /[\p{Cc}<>]/u.test(text))
      problems.push('Mötesformernas uppgifter får vara högst 300 tecken, utan radbrytningar och tecknen < och >.');
    else if (format === 'video' && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(text))
      problems.push('Videomötets länk ska vara en webbadress som börjar med https://, t.ex. din Teams-, Zoom- eller Meet-länk.');
    else if (format === 'phone' && !/^\+?[\d ()-]{7,20}$/.test(text))
      problems.push('Telefonnumret för telefonmöten ska skrivas med siffror, t.ex. 070-123 45 67.');
    else formats[format] = text;
  }
  return formats;
}

/** The settings a partner sent, or every problem with them (Swedish). */
export function checkSettings(input: unknown): { ok: true; settings: PartnerSettings } | { ok: false; problems: string[] } {
  const given = record(input);
  const problems: string[] = [];
  const displayName = typeof given.displayName === 'string' ? given.displayName.trim() : '';
  if (!displayName || displayName.length > 100 || /[\p{Cc}<>]/u.test(displayName))
    problems.push('Skriv ditt namn som besökaren ser det (högst 100 tecken, utan < och >).');
  const lengths = meetingLengths.filter((length) => Array.isArray(given.lengths) && given.lengths.includes(length));
  if (lengths.length === 0) problems.push('Välj minst en möteslängd: 30 eller 60 minuter.');
  const bufferMinutes = integer(given.bufferMinutes, 0, 120);
  if (bufferMinutes === undefined || bufferMinutes % 5 !== 0) problems.push('Bufferten mellan möten ska vara 0–120 minuter, i steg om 5 minuter.');
  const noticeHours = integer(given.noticeHours, 0, 24 * 14);
  if (noticeHours === undefined) problems.push('Minsta framförhållning ska vara ett helt antal timmar, 0–336.');
  const horizonDays = integer(given.horizonDays, 1, maxHorizonDays);
  if (horizonDays === undefined) problems.push(`Hur långt fram besökare kan boka ska vara 1–${maxHorizonDays} dagar.`);
  const hours = checkHours(given.hours, problems);
  const formats = checkFormats(given.formats, problems);
  const active = given.active === true;
  if (active && hours.length === 0) problems.push('Lägg till minst en arbetstid innan du tar emot bokningar.');
  if (active && Object.keys(formats).length === 0) problems.push('Välj minst en mötesform (med länk, telefonnummer eller adress) innan du tar emot bokningar.');
  if (problems.length > 0) return { ok: false, problems: [...new Set(problems)] };
  return {
    ok: true,
    settings: { displayName, active, hours, lengths, bufferMinutes: bufferMinutes ?? 0, noticeHours: noticeHours ?? 0, horizonDays: horizonDays ?? 1, formats },
  };
}

/** Stored settings as the availability reads them: what no longer passes the check takes no bookings. */
export function storedSettings(stored: unknown, email: string): PartnerSettings {
  if (stored === null || stored === undefined) return defaultSettings(email);
  const checked = checkSettings(stored);
  return checked.ok ? checked.settings : { ...defaultSettings(email), active: false };
}

/** Settings as the workspace shows and sends them, and the store keeps them: hours as "09:00". */
export const settingsInput = (settings: PartnerSettings) => ({
  ...settings,
  hours: settings.hours.map((h) => ({ day: h.day, from: clockText(h.from), to: clockText(h.to) })),
});
