/**
 * When a partner can meet (server/booking/availability.ts): weekly hours in Swedish time on both
 * sides of a summer-time change, the buffer around calendar events and after bookings, the
 * minimum notice, how far ahead, public holidays, and a calendar without a fresh reading. The
 * expected times are Swedish wall-clock times worked out by hand, shown here in Swedish time.
 */
import { describe, expect, it } from 'vitest';
import { freeSlots, freeTimes, nearestTimes, type PartnerDay, type PartnerSettings } from '~/server/booking/availability';

const utc = (iso: string) => Date.parse(iso);
const swedish = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' });
const shown = (slots: { start: number }[]) => slots.map((slot) => swedish.format(new Date(slot.start)));
const days = [1, 2, 3, 4, 5];

const settings = (overrides: Partial<PartnerSettings> = {}): PartnerSettings => ({
  displayName: 'Karin Öst',
  active: true,
  hours: days.flatMap((day) => [
    { day, from: 9 * 60, to: 12 * 60 },
    { day, from: 13 * 60, to: 16 * 60 },
  ]),
  lengths: [30, 60],
  bufferMinutes: 15,
  noticeHours: 24,
  horizonDays: 14,
  formats: { video: 'https://meet.example/karin' },
  ...overrides,
});

// Friday 27 March 2026, 10:00 in Sweden (winter time); summer time starts on Sunday 29 March.
const friday = utc('2026-03-27T09:00Z');
const karin: PartnerDay = {
  id: 1,
  settings: settings(),
  // Monday 09:00–10:00 summer time.
  busy: [{ start: utc('2026-03-30T07:00Z'), end: utc('2026-03-30T08:00Z') }],
  // Tuesday 09:00–09:30 booked, held with its 15-minute buffer.
  held: [{ start: utc('2026-03-31T07:00Z'), end: utc('2026-03-31T07:45Z') }],
};
const on = (slots: { start: number }[], day: string) => shown(slots).filter((time) => time.startsWith(day));

describe('a partner’s free times', () => {
  const slots = freeSlots(karin, 30, friday);

  it('starts on the half hour inside the weekly hours in summer time, clear of a calendar event and the buffer around it', () => {
    expect(on(slots, '2026-03-30')).toEqual([
      '2026-03-30 10:30',
      '2026-03-30 11:00',
      '2026-03-30 11:30',
      '2026-03-30 13:00',
      '2026-03-30 13:30',
      '2026-03-30 14:00',
      '2026-03-30 14:30',
      '2026-03-30 15:00',
      '2026-03-30 15:30',
    ]);
  });

  it('keeps the buffer after a booked meeting, and nothing inside the minimum notice or on a weekend', () => {
    expect(on(slots, '2026-03-31').slice(0, 2)).toEqual(['2026-03-31 10:00', '2026-03-31 10:30']);
    expect(on(slots, '2026-03-27')).toEqual([]);
    expect(on(slots, '2026-03-28')).toEqual([]);
    expect(on(slots, '2026-03-29')).toEqual([]);
  });

  it('offers nothing on Good Friday and Easter Monday, and nothing past how far ahead the partner books', () => {
    expect(on(slots, '2026-04-03')).toEqual([]);
    expect(on(slots, '2026-04-06')).toEqual([]);
    expect(on(slots, '2026-04-10')).toEqual(['2026-04-10 09:00', '2026-04-10 09:30', '2026-04-10 10:00', '2026-04-10 10:30', '2026-04-10 11:00']);
    expect(shown(slots).at(-1)).toBe('2026-04-10 11:00');
  });

  it('fits an hour only where the whole hour and its buffer are clear', () => {
    expect(on(freeSlots(karin, 60, friday), '2026-03-30')).toEqual([
      '2026-03-30 10:30',
      '2026-03-30 11:00',
      '2026-03-30 13:00',
      '2026-03-30 13:30',
      '2026-03-30 14:00',
      '2026-03-30 14:30',
      '2026-03-30 15:00',
    ]);
  });

  it('keeps 09:00 Swedish time across the change to winter time on 25 October', () => {
    const october = freeSlots({ ...karin, busy: [], held: [] }, 30, utc('2026-10-21T10:00Z'));
    expect(on(october, '2026-10-23')[0]).toBe('2026-10-23 09:00');
    expect(on(october, '2026-10-26')[0]).toBe('2026-10-26 09:00');
    expect(october.find((slot) => swedish.format(new Date(slot.start)) === '2026-10-26 09:00')?.start).toBe(utc('2026-10-26T08:00Z'));
    expect(october.find((slot) => swedish.format(new Date(slot.start)) === '2026-10-23 09:00')?.start).toBe(utc('2026-10-23T07:00Z'));
  });

  it('offers nothing while a calendar has no fresh reading, a length the partner does not offer, or while inactive', () => {
    expect(freeSlots({ ...karin, busy: undefined }, 30, friday)).toEqual([]);
    expect(freeSlots({ ...karin, settings: settings({ lengths: [30] }) }, 60, friday)).toEqual([]);
    expect(freeSlots({ ...karin, settings: settings({ active: false }) }, 30, friday)).toEqual([]);
  });
});

describe('the free times of all partners', () => {
  const olle: PartnerDay = {
    id: 2,
    settings: settings({ displayName: 'Olle', formats: { phone: '08-000 00 01', physical: 'Storgatan 1, Stockholm' } }),
    busy: [],
    held: [],
  };

  it('lists each start once with who could take it and the formats between them', () => {
    const times = freeTimes([karin, olle], 30, friday);
    const monday9 = times.find((time) => time.start === utc('2026-03-30T07:00Z'));
    expect(monday9).toEqual({ start: utc('2026-03-30T07:00Z'), end: utc('2026-03-30T07:30Z'), partners: [2], formats: ['physical', 'phone'] });
    const monday1030 = times.find((time) => time.start === utc('2026-03-30T08:30Z'));
    expect(monday1030?.partners).toEqual([1, 2]);
    expect(monday1030?.formats).toEqual(['video', 'physical', 'phone']);
  });

  it('keeps to partners who meet in the format asked for', () => {
    expect(freeTimes([karin, olle], 30, friday, 'video').every((time) => time.partners.includes(1) && !time.partners.includes(2))).toBe(true);
  });

  it('offers the nearest times to one that was taken, in time order', () => {
    const times = freeTimes([karin], 30, friday);
    expect(shown(nearestTimes(times, utc('2026-03-30T09:00Z')))).toEqual(['2026-03-30 10:30', '2026-03-30 11:00', '2026-03-30 11:30']);
  });
});
