/**
 * A partner as the workspace makes one (an account, then booking settings), and a calendar feed
 * served on loopback for the servers to read, for the booking tests.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LeadStore } from '~/server/leads/store';

let counter = 0;

/** An account with `settings` saved (the workspace's shape, hours as "09:00"). */
export async function addPartner(store: LeadStore, email: string, settings: Record<string, unknown>) {
  const tokenHash = `booking-test-${process.pid}-${(counter += 1)}`;
  const now = Date.now();
  await store.accounts.invite({ tokenHash, email, role: 'partner', now, expiresAt: now + 86_400_000 });
  const user = await store.accounts.redeem(tokenHash, { passwordHash: 'x', totpSecret: 'y' }, now);
  if (!user) throw new Error('the invitation was not taken up');
  await store.saveBookingSettings(user.id, settings, now);
  return user;
}

/** Every day 08:00–18:00, both lengths, no notice, all three formats: there is always a time. */
export const openSettings = (displayName: string) => ({
  displayName,
  active: true,
  hours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: '08:00', to: '18:00' })),
  lengths: [30, 60],
  bufferMinutes: 15,
  noticeHours: 0,
  horizonDays: 21,
  formats: { video: 'https://meet.example/karin-ost', phone: '08-000 00 01', physical: 'Storgatan 1, 111 22 Stockholm' },
});

/** An HTTP server on loopback answering every request with `body()` as text/calendar. */
export async function serveCalendar(body: () => string): Promise<{ url: string; close(): Promise<void>; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    response.end(body());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/kalender.ics`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** `ms` as an iCalendar UTC time. */
export const icsTime = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
