/**
 * The shapes of the workspace's booking API (server/accounts/booking-routes.ts, docs/konto-api.md
 * "Booking") and the weekly hours as a partner types them: "09:00–12:00, 13:00–16:00" per weekday.
 */
export type Format = 'video' | 'physical' | 'phone';

export interface Settings {
  displayName: string;
  active: boolean;
  hours: { day: number; from: string; to: string }[];
  lengths: number[];
  bufferMinutes: number;
  noticeHours: number;
  horizonDays: number;
  formats: Partial<Record<Format, string>>;
}

export interface Calendar {
  id: number;
  label: string;
  address: string;
  lastSuccessAt: number | null;
  lastAttemptAt: number | null;
  failingSince: number | null;
  error: string | null;
  busyTimes: number;
  fresh: boolean;
}

export interface Overview {
  settings: Settings;
  calendars: Calendar[];
  partners: { email: string; active: boolean; calendars: Calendar[] }[];
  refreshMinutes: number;
  staleMinutes: number;
  message?: string;
}

export const weekdays = ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag'];
export const formatLabels: Record<Format, { label: string; help: string }> = {
  video: { label: 'Videomöte: din möteslänk', help: 'Din egen länk i Teams, Zoom eller Google Meet (https://…). Tomt = inga videomöten.' },
  phone: { label: 'Telefonmöte: ditt nummer', help: 'Numret besökaren kan nå dig på; du ringer upp. Tomt = inga telefonmöten.' },
  physical: { label: 'Fysiskt möte: adress', help: 'Kontorets adress. Tomt = inga fysiska möten.' },
};

/** A weekday's hours as one line, e.g. "09:00–12:00, 13:00–16:00". */
export const hoursLine = (settings: Settings, day: number) =>
  settings.hours
    .filter((h) => h.day === day)
    .map((h) => `${h.from}–${h.to}`)
    .join(', ');

/** The weekdays' lines back as hours; what is not "HH:MM–HH:MM" is sent as typed, for the server to explain. */
export function hoursOf(lines: readonly string[]): Settings['hours'] {
  return lines.flatMap((line, index) =>
    line
      .split(/[,;]/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [from = '', to = ''] = part.split(/\s*[–-]\s*/);
        const clock = (text: string) => (/^\d:\d\d$/.test(text) ? `0${text}` : text.replace('.', ':'));
        return { day: index + 1, from: clock(from), to: clock(to) };
      }),
  );
}
