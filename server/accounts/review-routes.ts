/**
 * Reviews in the workspace's page editor (docs/konto-api.md "Page editor", docs/decisions.md
 * 111–112), registered by editor-routes.ts inside routes.ts's plugin: no-store, Origin and JSON
 * checked on every non-GET, the session loaded, as every other editor route.
 *
 *  POST /konto/api/redigera/granska              {file, data, hash} | {changes}  editors and admins: checked, built, put on a branch
 *  GET  /konto/api/redigera/granskningar         admins: every waiting review; editors: their own; both: their own declined
 *  POST /konto/api/redigera/granskning/publicera {branch}         admins: publishes it through the same queue and checks
 *  POST /konto/api/redigera/granskning/avvisa    {branch, note?}  admins: removes the branch, keeps the note for the editor
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { existsSync } from 'node:fs';
import { contentPath } from '~/src/editor/publish/content-path';
import { EditorRefusal, type Author, type Publisher } from '~/src/editor/publish/publisher';
import { publishTexts } from '~/src/editor/publish/publish-texts';
import { Reviews } from '~/src/editor/publish/review';
import { reviewTexts } from '~/src/editor/publish/review-texts';
import type { Answer, editsOf } from './editor-routes';
import { postedFiles } from './posted-files';
import { sessionOf } from './session-of';

export interface ReviewRouteOptions {
  guard: { preHandler: preHandlerAsyncHookHandler };
  adminGuard: { preHandler: preHandlerAsyncHookHandler };
  answer: Answer;
  body: (request: FastifyRequest) => Record<string, unknown>;
  now: () => number;
  /** editor-routes.ts's own, passed in: the two files would otherwise import each other. */
  editsOf: typeof editsOf;
  authorOf: (user: { email: string }) => Author;
}

export function registerReviewRoutes(app: FastifyInstance, { guard, adminGuard, answer, body, now, editsOf, authorOf }: ReviewRouteOptions): void {
  // `answer` gives 404 with the editor-is-off sentence when there is no publisher, and otherwise hands it on.
  let reviews: Reviews | undefined;
  const of = (p: Publisher) => (reviews ??= new Reviews(p, now));
  const me = (request: FastifyRequest) => sessionOf(request).user;

  app.post(
    '/konto/api/redigera/granska',
    guard,
    answer(async (request, p) => {
      // A page made with "Ny stad" is published first; a review branch holds edits of published pages (decision 118).
      for (const file of postedFiles(body(request))) {
        contentPath(p.config.repoDir, file);
        if (!existsSync(contentPath(p.config.repoDir, file)) && (await p.drafts.getNew(me(request).id, file as string)))
          throw new EditorRefusal(400, publishTexts.newPageNoReview(file as string));
      }
      const { edits, patchAll, pages } = editsOf(p, body(request));
      const subject = publishTexts.commitSubject(pages);
      const sent = await of(p).submit(patchAll, authorOf(me(request)), subject);
      // The edits now wait on the branch: the draft would offer them a second time.
      for (const edit of edits) await p.drafts.remove(me(request).id, edit.file);
      return sent;
    }),
  );

  app.get(
    '/konto/api/redigera/granskningar',
    guard,
    answer(async (request, p) => {
      const user = me(request);
      const email = authorOf(user).email;
      const waiting = await of(p).list();
      return {
        reviews: user.role === 'admin' ? waiting : waiting.filter((r) => r.email === email),
        declined: (await of(p).declined(email)).slice(0, 20),
      };
    }),
  );

  app.post(
    '/konto/api/redigera/granskning/publicera',
    adminGuard,
    answer(async (request, p) => {
      return of(p).publish(body(request).branch, authorOf(me(request)));
    }),
  );

  app.post(
    '/konto/api/redigera/granskning/avvisa',
    adminGuard,
    answer(async (request, p) => {
      const { branch, note } = body(request);
      await of(p).decline(branch, authorOf(me(request)), note);
      return { message: reviewTexts.declined };
    }),
  );
}
