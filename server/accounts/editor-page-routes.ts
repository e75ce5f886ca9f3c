/**
 * The page editor's reading and drafting routes under /konto/api/redigera (editor-routes.ts lists
 * every route): the pages with this account's new ones, a new city page, the schemas and icons, one
 * page with this account's draft, a check, and a draft kept or dropped. Registered by
 * editor-routes.ts, inside routes.ts's plugin and its hook.
 */
import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { contentPath } from '~/src/editor/publish/content-path';
import { EditorRefusal, type Publisher } from '~/src/editor/publish/publisher';
import { publishTexts } from '~/src/editor/publish/publish-texts';
import type { Answer } from './editor-routes';
import { sessionOf } from './session-of';

export type Guard = { preHandler: preHandlerAsyncHookHandler };

export const body = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {});
export const query = (request: FastifyRequest, name: string) => (request.query as Record<string, unknown>)[name];

/** A content file's name from the request, refused (403) before anything is read when it is none. */
export const fileOf = (publisher: Publisher, value: unknown): string => {
  contentPath(publisher.config.repoDir, value);
  return value as string;
};

export const userId = (request: FastifyRequest) => sessionOf(request).user.id;

/**
 * The account's "Ny stad" page `file`, while it is new: once a file of that name is in the working
 * copy (someone published one), the file is what opens and the account's edits are a draft of it.
 */
const newPageOf = async (p: Publisher, request: FastifyRequest, file: string) => {
  const created = await p.drafts.getNew(userId(request), file);
  if (created && existsSync(contentPath(p.config.repoDir, file))) {
    await p.drafts.removeNew(userId(request), file);
    return undefined;
  }
  return created;
};

/** The page list (with this account's new pages), a new city page, the schemas and the icons. */
export function registerPageListRoutes(app: FastifyInstance, guard: Guard, answer: Answer, now: () => number) {
  app.get(
    '/konto/api/redigera/sidor',
    guard,
    answer(async (request, p) => {
      const created = await Promise.all(
        (await p.drafts.newPages(userId(request))).map(async ({ file, text }) => ({ file, text, data: (await p.drafts.get(userId(request), file))?.data })),
      );
      return p.editor<object>('pages', { created });
    }),
  );

  app.post(
    '/konto/api/redigera/ny-stad',
    guard,
    answer(async (request, p) => {
      const { name, offer } = body(request);
      // The command's own code, without writing: the page stays this account's until it is published.
      const city = await p.editor<{ file: string; route: string; text: string }>('city', { name, offer });
      if (await p.drafts.getNew(userId(request), city.file)) throw new EditorRefusal(409, publishTexts.newPageTaken(city.file));
      await p.drafts.putNew(userId(request), { ...city, at: now() });
      return { file: city.file, route: city.route };
    }),
  );
  app.get(
    '/konto/api/redigera/scheman',
    guard,
    answer(async (_request, p) => ({ schemas: await p.editor<object>('schemas') })),
  );
  app.get(
    '/konto/api/redigera/ikoner',
    guard,
    answer(async (_request, p) => ({ icons: await p.editor<object>('icons') })),
  );
}

/** One page with this account's draft, a check of edits, and a draft kept or dropped. */
export function registerDraftRoutes(app: FastifyInstance, guard: Guard, answer: Answer, now: () => number) {
  app.get(
    '/konto/api/redigera/sida',
    guard,
    answer(async (request, p) => {
      const file = fileOf(p, query(request, 'fil'));
      const created = await newPageOf(p, request, file);
      const [page, draft] = await Promise.all([p.editor<object>('page', { file, base: created?.text }), p.drafts.get(userId(request), file)]);
      return { page, draft: draft ?? null, isNew: Boolean(created) };
    }),
  );

  app.post(
    '/konto/api/redigera/kontrollera',
    guard,
    answer(async (request, p) => {
      const { file, data } = body(request);
      const name = fileOf(p, file);
      return p.editor<object>('draft', { file: name, data, base: (await newPageOf(p, request, name))?.text });
    }),
  );

  app.post(
    '/konto/api/redigera/utkast',
    guard,
    answer(async (request, p) => {
      const { file, data, hash } = body(request);
      const name = fileOf(p, file);
      if (data === null) {
        await p.drafts.remove(userId(request), name);
        return { kept: false };
      }
      if (data === undefined || typeof hash !== 'string') throw new EditorRefusal(400, publishTexts.badDraft);
      await p.drafts.put(userId(request), name, { data, hash, at: now() });
      return { kept: true };
    }),
  );
}
