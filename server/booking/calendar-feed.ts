/**
 * A partner's calendar feed (their secret iCalendar address: Google, Microsoft 365/Outlook, iCloud,
 * Proton) read as the times it keeps busy, with ical.js (Mozilla's iCalendar library, the one
 * Thunderbird uses): recurring events expanded with their exceptions (RECURRENCE-ID) and cancelled
 * instances (EXDATE, or an exception with STATUS:CANCELLED), all-day events, times in any zone the
 * feed defines (VTIMEZONE) or names (an IANA name, or Windows' name as Outlook writes it), and the
 * summer-time changes (the zone's own rules, never a fixed offset). docs/decisions.md 162.
 *
 * What is busy follows RFC 5545 and the providers' own marks: an event is busy unless it is
 * cancelled, transparent (TRANSP:TRANSPARENT — Google's and Outlook's "free", which is also how they
 * export a plain all-day reminder), marked free by Outlook (X-MICROSOFT-CDO-BUSYSTATUS FREE or
 * WORKINGELSEWHERE), or declined by the partner (ATTENDEE with their address, PARTSTAT=DECLINED).
 * A feed that cannot be read is an error, never an empty calendar (calendars.ts).
 */
import ICAL from 'ical.js';
import { atMinutes, dayKeyOf, isKnownZone, swedishZone, zonedTime } from './swedish-time';

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

export interface Interval {
  start: number;
  end: number;
}

/** A feed that cannot be read, with a Swedish reason for the workspace. */
export class CalendarError extends Error {}

/** Outlook's zone names (Windows) for the zones a Swedish firm meets in, when a feed leaves out their VTIMEZONE. */
const windowsZones: Readonly<Record<string, string>> = {
  'W. Europe Standard Time': 'Europe/Stockholm',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Romance Standard Time': 'Europe/Paris',
  'Central European Standard Time': 'Europe/Warsaw',
  'GMT Standard Time': 'Europe/London',
  'FLE Standard Time': 'Europe/Helsinki',
  'E. Europe Standard Time': 'Europe/Chisinau',
  'Eastern Standard Time': 'America/New_York',
  'Pacific Standard Time': 'America/Los_Angeles',
  UTC: 'UTC',
};

/**
 * The zone a floating time, or a time whose TZID the feed does not define, is read in: the TZID as
 * an IANA name, Outlook's Windows name, else Swedish time (where the partner's day is).
 */
export function zoneOf(tzid: string | undefined): string {
  if (!tzid) return swedishZone;
  const name = tzid.replace(/^\/(?:[^/]+\/){0,3}(?=[A-Z][a-z]+\/)/, '');
  if (windowsZones[name]) return windowsZones[name];
  return isKnownZone(name) ? name : swedishZone;
}

/** The instant of an iCalendar time; `floatingZone` for a time with no zone of its own. */
function instantOf(time: Time, floatingZone: string): number {
  if (time.isDate) return atMinutes(dayKeyOf(time), 0, swedishZone);
  const zone = time.zone;
  if (zone && zone !== ICAL.Timezone.localTimezone && zone.tzid !== 'floating') return time.toUnixTime() * 1000;
  return zonedTime({ year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second }, floatingZone);
}

const ownAddress = (value: unknown, addresses: ReadonlySet<string>) =>
  typeof value === 'string' &&
  addresses.has(
    value
      .replace(/^mailto:/i, '')
      .trim()
      .toLowerCase(),
  );

/** Whether this event (or instance) keeps the partner busy (see the module's comment). */
export function isBusy(component: Component, addresses: ReadonlySet<string> = new Set()): boolean {
  const text = (name: string) => String(component.getFirstPropertyValue(name) ?? '').toUpperCase();
  if (text('status') === 'CANCELLED' || text('transp') === 'TRANSPARENT') return false;
  if (['FREE', 'WORKINGELSEWHERE'].includes(text('x-microsoft-cdo-busystatus'))) return false;
  const declined = component
    .getAllProperties('attendee')
    .some((attendee) => ownAddress(attendee.getFirstValue(), addresses) && String(attendee.getParameter('partstat')).toUpperCase() === 'DECLINED');
  return !declined;
}

export interface ReadOptions {
  /** Only what overlaps [from, to) is kept. */
  from: number;
  to: number;
  /** The partner's own addresses: an invitation they declined keeps them free. */
  addresses?: readonly string[];
  /** The most instances one recurring event may have up to `to` (a rule that repeats every minute). */
  maxInstances?: number;
}

/** Sorted, overlapping and touching intervals joined. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged.at(-1);
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else merged.push({ ...next });
  }
  return merged;
}

function parseCalendar(text: string): Component {
  let root: Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw new CalendarError(`Adressen gav ingen kalender i iCalendar-format (${(error as Error).message.slice(0, 120)}).`);
  }
  if (root.name !== 'vcalendar') throw new CalendarError('Adressen gav ingen kalender i iCalendar-format (ingen VCALENDAR).');
  return root;
}

/** The feed's events by UID: the series (or single event) and its changed or cancelled instances. */
function eventsByUid(root: Component) {
  const groups = new Map<string, { master?: Component; exceptions: Component[] }>();
  root.getAllSubcomponents('vevent').forEach((component, index) => {
    const uid = String(component.getFirstPropertyValue('uid') ?? `utan-uid-${index}`);
    const group = groups.get(uid) ?? { exceptions: [] };
    if (component.hasProperty('recurrence-id')) group.exceptions.push(component);
    else group.master = component;
    groups.set(uid, group);
  });
  return groups;
}

/**
 * Every busy interval of the feed `text` that overlaps the window, merged. Throws a CalendarError
 * (a Swedish reason) for a text that is not a calendar or a rule that cannot be expanded.
 */
export function readCalendar(text: string, { from, to, addresses = [], maxInstances = 20_000 }: ReadOptions): Interval[] {
  const root = parseCalendar(text);
  const own = new Set(addresses.map((address) => address.toLowerCase()));
  const busy: Interval[] = [];
  const add = (component: Component, start: Time, end: Time, zone: string) => {
    if (!isBusy(component, own)) return;
    const interval = { start: instantOf(start, zone), end: instantOf(end, zone) };
    // An event without an end (DTSTART only) lasts its day when all-day, else no time at all.
    if (interval.end <= interval.start) interval.end = start.isDate ? interval.start + 86_400_000 : interval.start;
    if (interval.end > from && interval.start < to && interval.end > interval.start) busy.push(interval);
  };
  for (const { master, exceptions } of eventsByUid(root).values()) {
    if (!master) {
      // Instances whose series the feed leaves out (an invitation to one instance): each on its own.
      for (const exception of exceptions) addSingle(exception, add);
      continue;
    }
    if (String(master.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    const event = new ICAL.Event(master, { exceptions, strictExceptions: false });
    const zone = zoneOf(String(master.getFirstProperty('dtstart')?.getParameter('tzid') ?? '') || undefined);
    if (!event.isRecurring()) add(master, event.startDate, event.endDate, zone);
    else expandSeries(event, exceptions, { to, maxInstances, zone }, add);
  }
  return mergeIntervals(busy);
}

type Add = (component: Component, start: Time, end: Time, zone: string) => void;

function addSingle(component: Component, add: Add) {
  const event = new ICAL.Event(component);
  add(component, event.startDate, event.endDate, zoneOf(String(component.getFirstProperty('dtstart')?.getParameter('tzid') ?? '') || undefined));
}

/**
 * A series' instances up to `to` (EXDATEs are left out by ical.js's expansion), each as its
 * exception says when it has one; then the exceptions whose original instance lies beyond `to`
 * (an instance moved into the window from later).
 */
function expandSeries(event: IcalEvent, exceptions: Component[], { to, maxInstances, zone }: { to: number; maxInstances: number; zone: string }, add: Add) {
  const used = new Set<Component>();
  const iterator = event.iterator();
  let count = 0;
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (instantOf(next, zone) >= to) break;
    if ((count += 1) > maxInstances)
      throw new CalendarError(
        `Händelsen »${String(event.summary ?? '').slice(0, 60)}« upprepas oftare än kalendern kan räkna ut (över ${maxInstances} gånger). Ändra upprepningen eller ta bort händelsen.`,
      );
    const details = event.getOccurrenceDetails(next);
    const component = details.item.component;
    if (component !== event.component) used.add(component);
    add(component, details.startDate, details.endDate, zone);
  }
  for (const exception of exceptions) if (!used.has(exception)) addSingle(exception, add);
}
