/**
 * The booking routes, registered inside the lead endpoint's plugin (server/leads/routes.ts), so its
 * hooks apply: a POST from another website's page is refused, every POST counts against the
 * address's limit, bodies are JSON or urlencoded in strict UTF-8.
 *
 *  GET  /api/tider?langd=30|60&form=video|physical|phone   the free times by Swedish day (JSON)
 *  GET  /api/mote?t=TOKEN                                   a booked meeting's page (the visitor's link)
 *  POST /api/mote/avboka  {t}                               cancels: 303 back to the page, or JSON
 *  POST /api/mote/flytta  {t, slot}                         moves (JSON; the page's time picker)
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bookingEndpoints } from '~/src/lead-form/contract';
import type { BuiltEndpoint } from '~/server/built-endpoint';
import type { LeadService } from '~/server/leads/service';
import { meetingFormats, meetingLengths, type MeetingFormat, type MeetingLength } from './availability';
import { bookingTexts } from './booking-texts';
import { meetingMarkup } from './meeting-page';

const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
const bodyOf = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {});
const wantsJson = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');

export function bookingRoutes(app: FastifyInstance, service: LeadService, endpoint: BuiltEndpoint) {
  timesRoute(app, service);
  meetingRoutes(app, service, endpoint);
}

/**
 * GET /api/tider: the free times. No address is refused for asking — an office or a carrier puts
 * many visitors behind one (docs/decisions.md 131) — and asks that arrive while the times for the
 * same length and format are being computed share that computation, so a flood costs one
 * computation at a time per kind of ask; the next ask after it computes anew, so a time just
 * booked or freed is seen at once. A time taken meanwhile is still refused when it is booked,
 * with the nearest free ones (decision 163).
 */
function timesRoute(app: FastifyInstance, service: LeadService) {
  const computing = new Map<string, ReturnType<LeadService['bookings']['times']>>();
  const times = (length: MeetingLength, format: MeetingFormat | undefined) => {
    const key = `${length}:${format ?? ''}`;
    let answer = computing.get(key);
    if (!answer) {
      answer = service.bookings.times(length, format);
      computing.set(key, answer);
      const done = () => void (computing.get(key) === answer && computing.delete(key));
      answer.then(done, done);
    }
    return answer;
  };
  app.get(bookingEndpoints.times, async (request, reply) => {
    const { langd = '30', form } = query(request);
    const length = Number(langd) as MeetingLength;
    if (!meetingLengths.includes(length) || (form !== undefined && form !== '' && !meetingFormats.includes(form as MeetingFormat)))
      return reply.code(400).send({ ok: false, message: bookingTexts.badSlot });
    const answer = await times(length, form ? (form as MeetingFormat) : undefined);
    return reply.header('Cache-Control', 'no-store').send({ ok: true, ...answer });
  });
}

/** The visitor's page for a booked meeting, and its two actions. */
function meetingRoutes(app: FastifyInstance, service: LeadService, endpoint: BuiltEndpoint) {
  const { bookings } = service;
  const page = (reply: FastifyReply, status: number, markup: string) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(endpoint.meetingTemplate.fill(markup));
  const notFound = (reply: FastifyReply) =>
    page(reply, 404, meetingMarkup({ heading: endpoint.texts.errors['404'].heading, notice: bookingTexts.unknownLink, now: Date.now() }));
  const done = (request: FastifyRequest, reply: FastifyReply, token: string, message: string, status = 200, extra: Record<string, unknown> = {}) =>
    wantsJson(request)
      ? reply
          .code(status)
          .header('Cache-Control', 'no-store')
          .send({ ok: status < 300, message, ...extra })
      : reply
          .code(303)
          .header('Cache-Control', 'no-store')
          .redirect(`${bookingEndpoints.meeting}?t=${encodeURIComponent(token)}&klart=${status < 300 ? '1' : '0'}`, 303);

  app.get(bookingEndpoints.meeting, async (request, reply) => {
    const { t, klart } = query(request);
    const booking = await bookings.byToken(t);
    if (!booking) return notFound(reply);
    const notice = klart === '1' ? (booking.status === 'cancelled' ? bookingTexts.cancelled : undefined) : undefined;
    return page(reply, 200, meetingMarkup({ heading: endpoint.texts.meetingTitle, booking, token: String(t), ...(notice ? { notice } : {}), now: Date.now() }));
  });

  app.post(bookingEndpoints.cancel, async (request, reply) => {
    const { t } = bodyOf(request);
    const booking = await bookings.byToken(t);
    if (!booking) return wantsJson(request) ? reply.code(404).send({ ok: false, message: bookingTexts.unknownLink }) : notFound(reply);
    if (booking.status !== 'booked') return done(request, reply, String(t), bookingTexts.alreadyCancelled);
    if (booking.start < Date.now()) return done(request, reply, String(t), bookingTexts.past, 409);
    await bookings.cancel(booking);
    request.log.info({ event: 'booking.cancelled', bookingId: booking.id, leadId: booking.leadId }, 'booking cancelled by the visitor');
    return done(request, reply, String(t), bookingTexts.cancelled);
  });

  app.post(bookingEndpoints.move, async (request, reply) => {
    const { t, slot } = bodyOf(request);
    const booking = await bookings.byToken(t);
    if (!booking) return reply.code(404).send({ ok: false, message: bookingTexts.unknownLink });
    const at = typeof slot === 'string' ? Date.parse(slot) : NaN;
    if (!Number.isFinite(at)) return reply.code(422).send({ ok: false, message: bookingTexts.badSlot });
    if (booking.status !== 'booked' || booking.start < Date.now()) return reply.code(409).send({ ok: false, message: bookingTexts.alreadyCancelled });
    const moved = await bookings.move(booking, at);
    if (moved.outcome === 'moved') {
      request.log.info({ event: 'booking.moved', bookingId: booking.id, leadId: booking.leadId }, 'booking moved by the visitor');
      return reply.header('Cache-Control', 'no-store').send({ ok: true, message: bookingTexts.moved(moved.booking), heading: bookingTexts.bookedHeading });
    }
    return reply.code(409).send({ ok: false, message: moved.outcome === 'taken' ? bookingTexts.moveTaken : bookingTexts.moveUnavailable });
  });
}
