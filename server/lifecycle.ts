/**
 * Stopping cleanly (README "Production"). On SIGTERM or SIGINT the server stops accepting
 * connections, lets requests in flight finish — each lead is either stored and answered or never
 * acknowledged — and waits for notifications being sent; all within `shutdownMs`, after which
 * whatever still hangs (a stalled upload) is cut and the process exits. A supervisor's stop
 * timeout (systemd: 90 s) is thus never reached.
 *
 * No orphan, whichever process the supervisor signals: started through `npm start`, npm passes
 * the signal on; should the parent die without doing so (SIGKILL, a supervisor that signals npm
 * alone), the server notices it has been handed to another parent and stops as if signalled,
 * so the port is free for the next start.
 */
import type { FastifyInstance } from 'fastify';
import type { LeadService } from './leads/service';

interface Options {
  app: FastifyInstance;
  leads: LeadService;
  shutdownMs: number;
  /** Watch the parent (set when npm started us: npm_lifecycle_event). */
  watchParent: boolean;
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref())]);

export function stopOnSignals({ app, leads, shutdownMs, watchParent }: Options): void {
  let closing = false;
  const stop = async (why: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app.log.info(
      { event: 'shutdown', reason: why, timeoutMs: shutdownMs },
      `Stänger (${why}): tar inte emot nya anslutningar, avslutar pågående förfrågningar.`,
    );
    // Keep-alive connections with no request in flight would hold close() for their idle timeout.
    app.server.closeIdleConnections();
    const drained = await within(app.close(), shutdownMs);
    if (!drained) {
      app.log.warn(
        { event: 'shutdown.cut', afterMs: Date.now() - started },
        'Förfrågningar som inte blev klara i tid avbryts (inget av dem har fått svar om att leadet sparats).',
      );
      app.server.closeAllConnections();
    }
    const left = Math.max(1_000, shutdownMs - (Date.now() - started));
    const closed = await within(leads.close(), left);
    app.log.info({ event: 'shutdown.done', ms: Date.now() - started, clean: drained && closed }, 'Servern har stängts.');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
  if (watchParent) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) void stop('föräldraprocessen avslutades');
    }, 500).unref();
  }
}
