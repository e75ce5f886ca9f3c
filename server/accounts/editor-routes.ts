/**
 * The page editor's API in the workspace, under /konto/api/redigera (docs/konto-api.md "Page
 * editor", docs/decisions.md 92–95), for editors and admins; a partner gets 403. Registered inside
 * routes.ts's plugin, so its hook applies: no-store, Origin and JSON checked on every non-GET,
 * the session loaded. Reading, checking and patching are the page editor's own code, run in the
 * working copy (src/editor/server/editor-cli.ts); publishing is src/editor/publish/publisher.ts.
 *
 *  GET  /konto/api/redigera/sidor | scheman | ikoner   (sidor: with this account's new, unpublished pages)
 *  POST /konto/api/redigera/ny-stad            {name, offer}        → a new city page, kept for this account until published (decision 118)
 *  GET  /konto/api/redigera/sida?fil=          the page: text's hash, data, problems, and this account's draft
 *  POST /konto/api/redigera/kontrollera        {file, data}         → problems and the page as it would be built
 *  POST /konto/api/redigera/utkast             {file, data, hash}   → kept for this account (data null: dropped)
 *  POST /konto/api/redigera/publicera          {file, data, hash} | {changes: [{file, data, hash}, …]}
 *  GET  /konto/api/redigera/historik?fil=      the page's publishes
 *  POST /konto/api/redigera/aterstall          {file, commit}       → publishes that version again
 *  GET  /konto/api/redigera/bilder             the images in bilder/
 *  POST /konto/api/redigera/bilder             {name, data (base64)} → saved into the working copy's bilder/ (src/editor/publish/images.ts)
 *  GET  /konto/api/redigera/bild?fil=          a small WebP of the image, as the build makes it
 *  POST /konto/api/redigera/granska and GET granskningar, POST granskning/publicera | avvisa (review-routes.ts)
 *  POST /konto/api/redigera/jamfor             {file, data}         → the lines publishing the edits would change in the file as it is now
 *  GET  /konto/redigera/felkoder               the error reference (docs/felkoder.md) as a page, for the problems' codes
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role, User } from '../leads/account-store';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentPath, OutsideContent } from '~/src/editor/publish/content-path';
import { felkoderPage } from '~/src/editor/publish/felkoder-page';
import { ImageRefusal, listImages, previewImage, saveImage, uploadBodyLimit, uploadedBytes } from '~/src/editor/publish/images';
import { EditorRefusal, type Author, type Publisher } from '~/src/editor/publish/publisher';
import { publishTexts } from '~/src/editor/publish/publish-texts';
import { postedFiles, postedList } from './posted-files';
import { body, fileOf, query, registerDraftRoutes, registerPageListRoutes, userId, type Guard } from './editor-page-routes';
import { registerReviewRoutes } from './review-routes';
import { sessionOf } from './session-of';

const editorRoles: readonly Role[] = ['editor', 'admin'];

export type Answer = <T>(
  handler: (request: FastifyRequest, publisher: Publisher) => Promise<T>,
) => (request: FastifyRequest, reply: FastifyReply) => Promise<({ ok: true } & Awaited<T>) | FastifyReply>;

export interface EditorRouteOptions {
  publisher: Publisher | undefined;
  requireSession: (roles?: readonly Role[]) => preHandlerAsyncHookHandler;
  now: () => number;
}

/** The account as a commit's author: its address, and the part before @ as the name. */
export function authorOf(user: Pick<User, 'email'>): Author {
  // git takes < > and line breaks in an identity as its own syntax.
  const email = user.email.replace(/[<>\s]/g, '');
  return { name: email.split('@')[0] || email, email };
}

/**
 * Every answer here waits on a process in the working copy: the editor's own code (one long-lived
 * process, decision 115, which starts anew after a publish: seconds when idle, minutes while builds
 * share the cores), a build (minutes), git or sharp. Only signed-in editors get this far (`guard`). The connection's idle limit (IDLE_TIMEOUT_SECONDS, server/app.ts, 60 s) would close it
 * first and the browser would say "Arbetsytan nås inte", so it is lifted for these requests; each
 * process has its own limit (CONTENT_BUILD_TIMEOUT_SECONDS), and the keep-alive limit still closes
 * the connection after the answer (docs/decisions.md 117).
 */
const waitForEditor = (request: FastifyRequest) => request.raw.socket?.setTimeout?.(0);

/** Each answer waits for the editor's processes (`waitForEditor`) and turns their refusals into JSON with the status. */
function answerFor(publisher: Publisher | undefined): Answer {
  return <T>(handler: (request: FastifyRequest, publisher: Publisher) => Promise<T>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!publisher) return reply.code(404).send({ ok: false, message: publishTexts.off });
      waitForEditor(request);
      try {
        return { ok: true, ...(await handler(request, publisher)) };
      } catch (error) {
        if (error instanceof EditorRefusal)
          return reply.code(error.status).send({ ok: false, message: error.message, ...(error.problems ? { problems: error.problems } : {}) });
        if (error instanceof OutsideContent) return reply.code(403).send({ ok: false, message: error.message });
        if (error instanceof ImageRefusal) return reply.code(error.status).send({ ok: false, message: error.message });
        throw error;
      }
    };
}

export function registerEditorRoutes(app: FastifyInstance, { publisher, requireSession, now }: EditorRouteOptions): void {
  const guard = { preHandler: requireSession(editorRoles) };
  const answer = answerFor(publisher);

  registerPageListRoutes(app, guard, answer, now);
  registerDraftRoutes(app, guard, answer, now);

  app.post(
    '/konto/api/redigera/publicera',
    guard,
    answer(async (request, p) => {
      const created = new Map<string, string>();
      for (const file of postedFiles(body(request))) {
        const page = await p.drafts.getNew(userId(request), fileOf(p, file));
        if (page) created.set(page.file, page.text);
      }
      const { edits, patchAll, pages } = editsOf(p, body(request), created);
      const published = await p.publish(patchAll, authorOf(sessionOf(request).user), publishTexts.commitMessage(pages));
      for (const edit of edits) {
        await p.drafts.remove(userId(request), edit.file);
        // Published: the page is the working copy's file now (decision 118).
        await p.drafts.removeNew(userId(request), edit.file);
      }
      return published;
    }),
  );

  registerImageRoutes(app, guard, answer, body);
  // "Skicka för granskning" and the admins' review list (review-routes.ts, docs/decisions.md 111–112).
  registerReviewRoutes(app, { guard, adminGuard: { preHandler: requireSession(['admin']) }, answer, body, now, editsOf, authorOf });
  registerConflictAndReference(app, guard, answer, body, fileOf);
  registerHistoryRoutes(app, guard, answer);
}

/** A page's publishes, and publishing one of its earlier versions again. */
function registerHistoryRoutes(app: FastifyInstance, guard: Guard, answer: Answer) {
  app.get(
    '/konto/api/redigera/historik',
    guard,
    answer(async (request, p) => ({ publications: await p.history(fileOf(p, query(request, 'fil'))) })),
  );

  app.post(
    '/konto/api/redigera/aterstall',
    guard,
    answer(async (request, p) => {
      const { file, commit } = body(request);
      const name = fileOf(p, file);
      if (typeof commit !== 'string') throw new EditorRefusal(400, publishTexts.badVersion);
      const version = await p.versionOf(name, commit);
      const title = /^title:[ \t]*["']?(.*?)["']?[ \t]*$/m.exec(version.text)?.[1] ?? '';
      const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' }).format(new Date(version.at));
      return p.publish(
        async () => [{ file: name, text: version.text }],
        authorOf(sessionOf(request).user),
        publishTexts.revertMessage({ file: name, title: name === 'site.yaml' ? '' : title }, day, commit),
      );
    }),
  );
}

/**
 * Images (docs/decisions.md 99): an upload is JSON like every other write under /konto/api, so the
 * plugin's Origin and content-type checks apply; its body may hold the image in base64, and a
 * larger one is refused by Fastify with 413 before it is read.
 */
function registerImageRoutes(
  app: FastifyInstance,
  guard: { preHandler: preHandlerAsyncHookHandler },
  answer: Answer,
  body: (request: FastifyRequest) => Record<string, unknown>,
) {
  app.get(
    '/konto/api/redigera/bilder',
    guard,
    answer(async (_request, p) => ({ images: await listImages(p.config.repoDir) })),
  );
  app.post(
    '/konto/api/redigera/bilder',
    { ...guard, bodyLimit: uploadBodyLimit },
    answer(async (request, p) => {
      const { name, bytes } = uploadedBytes(body(request));
      // Into the working copy, uncommitted: the publish that names it commits it (publisher.ts).
      return { image: await saveImage(p.config.repoDir, name, bytes) };
    }),
  );
  app.get('/konto/api/redigera/bild', guard, async (request, reply) => {
    const sent = await answer(async (r, p) => ({ webp: await previewImage(p.config.repoDir, (r.query as Record<string, unknown>).fil) }))(request, reply);
    if (!sent || !('webp' in sent)) return sent;
    return reply.type('image/webp').send(sent.webp);
  });
}

/**
 * The edits a publish or a review posts — `{file, data, hash}` or a list `changes` of them — with
 * the way to patch them onto each file as it was opened (a file changed since is a 409): the page
 * editor's own patching, so only the edited lines change. Run `patchAll` inside the queue.
 */
export function editsOf(p: Publisher, given: Record<string, unknown>, created: ReadonlyMap<string, string> = new Map()) {
  const list = postedList(given);
  if (list.length === 0 || list.length > 50) throw new EditorRefusal(400, publishTexts.badChanges);
  const edits = list.map((item) => {
    const { file, data, hash } = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    if (data === undefined || typeof hash !== 'string') throw new EditorRefusal(400, publishTexts.badChanges);
    contentPath(p.config.repoDir, file);
    return { file: file as string, data, hash };
  });
  const patchAll = async () => {
    const changes = [];
    // A new page's edits go onto its template; the editor refuses (409) if the file exists by now.
    for (const edit of edits)
      changes.push({ file: edit.file, text: (await p.editor<{ text: string }>('patch', { ...edit, base: created.get(edit.file) })).text });
    return changes;
  };
  const pages = edits.map((edit) => ({ file: edit.file, title: titleOf(edit.data, edit.file), isNew: created.has(edit.file) }));
  return { edits, patchAll, pages };
}

/**
 * The conflict notice's "Jämför" and the problems' error reference (docs/decisions.md 109): the
 * comparison is the page editor's own (editor-api.ts `compare`, run in the working copy like every
 * read); the reference is the working copy's docs/felkoder.md through the dev server's generator.
 */
function registerConflictAndReference(
  app: FastifyInstance,
  guard: { preHandler: preHandlerAsyncHookHandler },
  answer: Answer,
  body: (request: FastifyRequest) => Record<string, unknown>,
  fileOf: (publisher: Publisher, value: unknown) => string,
) {
  app.post(
    '/konto/api/redigera/jamfor',
    guard,
    answer(async (request, p) => {
      const { file, data } = body(request);
      const name = fileOf(p, file);
      if (data === undefined) throw new EditorRefusal(400, publishTexts.badDraft);
      return p.editor<object>('compare', { file: name, data });
    }),
  );
  app.get('/konto/redigera/felkoder', guard, async (request, reply) => {
    const sent = await answer(async (_r, p) => ({ html: felkoderPage(await readFile(path.join(p.config.repoDir, 'docs/felkoder.md'), 'utf8')) }))(
      request,
      reply,
    );
    if (!sent || !('html' in sent)) return sent;
    return reply.type('text/html; charset=utf-8').send(sent.html);
  });
}

/** The page's title as the commit message names it (site.yaml has none). */
function titleOf(data: unknown, file: string): string {
  if (file === 'site.yaml') return 'Webbplatsens uppgifter';
  const title = (data as { title?: unknown } | null)?.title;
  return typeof title === 'string' ? title.replace(/\s+/g, ' ').slice(0, 120) : '';
}
