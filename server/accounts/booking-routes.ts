/**
 * The workspace's booking API under /konto/api (docs/konto-api.md "Booking"), for partners and
 * admins — each sets their own times and calendars; admins also see every partner's calendars'
 * state. Registered inside routes.ts's plugin, so its hook applies: no-store, Origin and JSON
 * checked on every non-GET, the session loaded.
 *
 *  GET  /konto/api/bokning                       my settings, my calendars (addresses shortened), everyone's calendar state (admin)
 *  POST /konto/api/bokning/installningar         {settings}   → saved, or 422 with every problem
 *  POST /konto/api/bokning/kalendrar             {label, url} → added and read at once
 *  POST /konto/api/bokning/kalendrar/ta-bort     {id}
 *  GET  /konto/api/leads/:id/bokning             the lead's bookings with their e-mails
 *  POST /konto/api/leads/:id/bokning/avboka      {bookingId}  → cancelled, both sides told
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { checkSettings, settingsInput, storedSettings } from '../booking/partner-settings';
import { feedUrl } from '../booking/feed-fetch';
import { CalendarError } from '../booking/calendar-feed';
import type { Role } from '../leads/account-store';
import type { CalendarFeedRow } from '../leads/booking-store';
import type { LeadService } from '../leads/service';
import { sessionOf } from './session-of';

const roles: readonly Role[] = ['partner', 'admin'];

/** A secret address shown so the partner recognises it, not so anyone can use it: host and the path's end. */
export function shortAddress(url: string): string {
  try {
    const parsed = new URL(url.replace(/^webcals?:/i, 'https:'));
    const tail = parsed.pathname.length > 12 ? `…${parsed.pathname.slice(-8)}` : parsed.pathname;
    return `${parsed.host}${tail}`;
  } catch {
    return '…';
  }
}

const feedView = (feed: CalendarFeedRow, staleMs: number, now: number) => ({
  id: feed.id,
  label: feed.label,
  address: shortAddress(feed.url),
  lastSuccessAt: feed.lastSuccessAt,
  lastAttemptAt: feed.lastAttemptAt,
  failingSince: feed.failingSince,
  error: feed.lastError,
  busyTimes: feed.busy?.length ?? 0,
  /** Whether the partner's times are offered: a good reading within the limit (calendars.ts partnerBusy). */
  fresh: feed.lastSuccessAt !== null && feed.lastSuccessAt >= now - staleMs,
});

type BookingDeps = { leads: LeadService; requireSession: (roles?: readonly Role[]) => preHandlerAsyncHookHandler; now: () => number };
type Guard = { preHandler: preHandlerAsyncHookHandler };

const body = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {});
const refuse = (reply: FastifyReply, status: number, message: string, extra: Record<string, unknown> = {}) =>
  reply.code(status).send({ ok: false, message, ...extra });

/** What GET /konto/api/bokning answers, and every change answers with (so the page redraws from one shape). */
async function overview({ leads: { store, config }, now }: BookingDeps, request: FastifyRequest) {
  const { user } = sessionOf(request);
  const at = now();
  const partners = await store.bookingPartners();
  const feeds = await store.calendarFeeds();
  const mine = partners.find((p) => p.userId === user.id);
  const view = (feed: CalendarFeedRow) => feedView(feed, config.calendars.staleMs, at);
  return {
    ok: true,
    settings: settingsInput(storedSettings(mine?.settings ?? null, user.email)),
    calendars: feeds.filter((f) => f.userId === user.id).map(view),
    // An admin sees whose calendar fails, so a partner who offers no times is noticed.
    partners:
      user.role === 'admin'
        ? partners.map((p) => ({
            email: p.email,
            active: storedSettings(p.settings, p.email).active,
            calendars: feeds.filter((f) => f.userId === p.userId).map(view),
          }))
        : [],
    refreshMinutes: Math.round(config.calendars.refreshMs / 60_000),
    staleMinutes: Math.round(config.calendars.staleMs / 60_000),
  };
}

export function registerBookingRoutes(app: FastifyInstance, deps: BookingDeps): void {
  const { store } = deps.leads;
  const guard = { preHandler: deps.requireSession(roles) };

  app.get('/konto/api/bokning', guard, async (request) => overview(deps, request));

  app.post('/konto/api/bokning/installningar', guard, async (request, reply) => {
    const checked = checkSettings(body(request).settings);
    if (!checked.ok) return refuse(reply, 422, checked.problems.join(' '), { problems: checked.problems });
    await store.saveBookingSettings(sessionOf(request).user.id, settingsInput(checked.settings), deps.now());
    return {
      ...(await overview(deps, request)),
      message: checked.settings.active ? 'Sparat. Besökare kan boka dina lediga tider.' : 'Sparat. Du tar inte emot bokningar just nu.',
    };
  });

  registerCalendarRoutes(app, deps, guard);
  leadBookingRoute(app, deps.leads, guard);
}

/** POST /konto/api/bokning/kalendrar and …/ta-bort: a partner connects or removes a calendar's secret address. */
function registerCalendarRoutes(app: FastifyInstance, deps: BookingDeps, guard: Guard) {
  const { store, bookings, config } = deps.leads;
  app.post('/konto/api/bokning/kalendrar', guard, async (request, reply) => {
    const { label, url } = body(request);
    const name = typeof label === 'string' && label.trim() ? label.trim().slice(0, 60) : 'Kalender';
    if (typeof url !== 'string' || url.length > 2000) return refuse(reply, 422, 'Klistra in kalenderns hemliga adress i iCal-format.');
    let address: URL;
    try {
      address = feedUrl(url, config.calendars.allowLocal);
    } catch (error) {
      return refuse(reply, 422, error instanceof CalendarError ? error.message : 'Adressen gick inte att läsa.');
    }
    const added = await store.addCalendarFeed({ userId: sessionOf(request).user.id, label: name, url: address.href, now: deps.now() });
    if (!added) return refuse(reply, 409, 'Den kalendern är redan kopplad.');
    // Read at once, so the partner sees whether it works before leaving the page.
    await bookings.reader.kick();
    return { ...(await overview(deps, request)), message: 'Kalendern är kopplad.' };
  });

  app.post('/konto/api/bokning/kalendrar/ta-bort', guard, async (request, reply) => {
    const id = Number(body(request).id);
    if (!Number.isInteger(id) || !(await store.removeCalendarFeed(sessionOf(request).user.id, id))) return refuse(reply, 404, 'Kalendern finns inte.');
    return { ...(await overview(deps, request)), message: 'Kalendern är borttagen.' };
  });
}

/** GET /konto/api/leads/:id/bokning: a lead's bookings with their e-mails (the lead page). */
/** A lead's bookings as the lead page shows them, with their e-mails. */
async function leadBookings(store: LeadService['store'], leadId: number) {
  const list = await store.leadBookings(leadId);
  return Promise.all(
    list.map(async (b) => ({
      id: b.id,
      start: new Date(b.start).toISOString(),
      end: new Date(b.end).toISOString(),
      format: b.format,
      place: b.place,
      partner: b.partnerName,
      status: b.status,
      mails: (await store.bookingMail(b.id)).map((m) => ({
        kind: m.channel,
        status: m.status,
        attempts: m.attempts,
        dueAt: m.nextAttemptAt,
        lastError: m.lastError,
      })),
    })),
  );
}

/**
 * GET /konto/api/leads/:id/bokning: a lead's bookings with their e-mails (the lead page); POST
 * …/bokning/avboka {bookingId}: the firm cancels one (a visitor who asked by phone, a booking made
 * to fill a partner's time), which sends both sides the cancellation as the visitor's link does.
 */
function leadBookingRoute(app: FastifyInstance, leads: LeadService, guard: Guard) {
  const leadId = (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : undefined;
  };
  const missing = (reply: FastifyReply) => reply.code(404).send({ ok: false, message: 'Förfrågan eller mötet finns inte.' });
  app.get('/konto/api/leads/:id/bokning', guard, async (request, reply) => {
    const id = leadId(request);
    return id === undefined ? missing(reply) : { ok: true, bookings: await leadBookings(leads.store, id) };
  });
  app.post('/konto/api/leads/:id/bokning/avboka', guard, async (request, reply) => {
    const id = leadId(request);
    const bookingId = Number((request.body as Record<string, unknown> | undefined)?.bookingId);
    const booking = id === undefined || !Number.isInteger(bookingId) ? undefined : await leads.store.booking(bookingId);
    if (!booking || booking.leadId !== id) return missing(reply);
    if (booking.status === 'booked') await leads.bookings.cancel(booking);
    await leads.store.accounts.audit({ at: Date.now(), userId: sessionOf(request).user.id, action: 'lead.booking-cancel', leadId: booking.leadId });
    return {
      ok: true,
      message: 'Mötet är avbokat. Besökaren och partnern får avbokningen per e-post.',
      bookings: await leadBookings(leads.store, booking.leadId),
    };
  });
}
