/**
 * Server entry: turns one route of the validated content into a complete HTML document.
 * react-router maps the URL to its page (or the not-found route) and renders the shared layout
 * around it; the browser receives static HTML and hydrates only the islands.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, useRouteError, isRouteErrorResponse, type RouteObject } from 'react-router-dom';
import { RenderBlocks } from './blocks/registry';
import type { Content, LoadedPage, Site } from './content/model';
import { ConfirmAnswer, PlainRefusal, RefusedAnswer } from './features/forms/answer-forms';
import type { AnswerTemplates } from './lead-form/answer-slots';
import { formKey, type FormSpec } from './lead-form/form-spec';
import { replyPromise } from './lead-form/texts';
import { LeadAnswerSlot } from './features/forms/lead-answer-slot';
import { ErrorScreen } from './layout/error-screen';
import { PageLayout } from './layout/page-layout';
import { headTags } from './render/head';
import { PageContext } from './render/page-context';
import { markEnglishPhrases } from './render/foreign-phrases';
import { createRenderState, RenderContext } from './render/render-context';
import type { IslandName } from './islands/island-props';
import { colors, fontFaceCss, themeCss } from './theme';
import baseCss from './ui/base.css?inline';

export interface RenderedPage {
  status: 200 | 404;
  /** The complete document, with the script tags `scriptsFor` chose for the page's islands. */
  html: string;
  islands: IslandName[];
}

function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorScreen status={error.status} message={error.statusText} />;
  return <ErrorScreen message={error instanceof Error ? error.message : String(error)} />;
}

const pagesByPath = new WeakMap<Content, Map<string, LoadedPage>>();

function findPage(content: Content, path: string): LoadedPage | undefined {
  let byPath = pagesByPath.get(content);
  if (!byPath) pagesByPath.set(content, (byPath = new Map(content.pages.map((p) => [p.path, p]))));
  return byPath.get(path);
}

/**
 * The route tree for one render: the layout, the page the path names (if any) and the
 * not-found route. Only one page, not all of them, because react-router ranks every route on
 * each query: with all pages in the tree, prerendering n pages would cost n² (seen in the bench).
 */
function routesFor(page: LoadedPage | undefined, notFound: LoadedPage): RouteObject[] {
  const pageRoute: RouteObject[] = page
    ? [
        page.path === '/'
          ? { index: true, element: <RenderBlocks blocks={page.data.blocks} />, handle: page }
          : { path: page.path.slice(1), element: <RenderBlocks blocks={page.data.blocks} />, handle: page },
      ]
    : [];
  return [
    {
      path: '/',
      element: (
        <PageLayout>
          <Outlet />
        </PageLayout>
      ),
      errorElement: <RouteError />,
      children: [...pageRoute, { path: '*', element: <RenderBlocks blocks={notFound.data.blocks} /> }],
    },
  ];
}

/** The script tags for a page, chosen once its islands are known. */
export type ScriptsFor = (islands: readonly IslandName[]) => string;

/**
 * All the CSS a page needs, in one <style> in its head (docs/architecture.md "Styling"): the
 * theme's tokens it reads, the base styles, then each stylesheet the page's components
 * registered, once.
 */
function pageStyle(sheets: Set<string>): string {
  const css = [baseCss, ...sheets].map((sheet) => sheet.trim()).join('\n');
  return `<style>${themeCss(css)}${fontFaceCss()}\n${css}</style>`;
}

/** Renders `path` to a full HTML document; unknown paths render the Swedish not-found page with 404. */
export async function renderPage(content: Content, path: string, scriptsFor: ScriptsFor = () => ''): Promise<RenderedPage> {
  const handler = createStaticHandler(routesFor(findPage(content, path), content.notFound));
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const matched = context.matches.at(-1)?.route.handle as LoadedPage | undefined;
  const page = matched ?? content.notFound;

  const { html, islands } = renderDocument(
    content,
    page,
    Boolean(matched),
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
    scriptsFor,
  );
  return { status: matched ? 200 : 404, html, islands };
}

/**
 * A page the lead server answers with: the site's layout around the declared empty slot
 * (src/lead-form/contract.ts `answerSlot`), which the server fills per request.
 */
export function renderAnswerTemplate(content: Content, meta: { title: string; description: string }, scriptsFor: ScriptsFor = () => ''): string {
  const page: LoadedPage = {
    path: '/svar',
    file: '',
    // eslint-disable-next-line no-restricted-syntax -- the answer page has no blocks, and the schema's block list is a non-empty tuple
    data: { title: meta.title, description: meta.description, noindex: true, blocks: [] as unknown as LoadedPage['data']['blocks'] },
  };
  return renderDocument(
    content,
    page,
    false,
    <PageLayout>
      <LeadAnswerSlot texts={content.site.forms} />
    </PageLayout>,
    scriptsFor,
  ).html;
}

/**
 * The lead server's answers to a plain post, per built form, as templates with declared slots
 * (src/lead-form/answer-slots.ts): the form blocks' components, drawn with markers where the
 * server puts a post's values, errors and states. They go into the answer pages' slot, whose page
 * already carries their stylesheets (LeadAnswerSlot), so the styles registered here are dropped.
 */
export function renderAnswerTemplates(site: Site, specs: readonly FormSpec[]): AnswerTemplates {
  const render = (element: ReactElement) =>
    withoutSelectedWarning(() => renderToStaticMarkup(<RenderContext.Provider value={createRenderState()}>{element}</RenderContext.Provider>));
  const forms = Object.fromEntries(
    specs.map((spec) => {
      const props = { spec, texts: site.forms, promise: replyPromise(spec.kind, site.promises) };
      return [
        formKey(spec.page, spec.kind),
        { refused: render(<RefusedAnswer {...props} state="template" />), confirm: render(<ConfirmAnswer {...props} state="template" />) },
      ];
    }),
  );
  return { plain: render(<PlainRefusal texts={site.forms} home={site.errors.home} message="template" />), forms };
}

/**
 * React (its development build, which the prerender runs) warns that a select's value, not
 * `selected` on an option, should choose. The answer templates draw every option both ways on
 * purpose, and the server picks one per post (src/lead-form/answer-slots.ts, decision 102): that
 * one warning is left out of the build's output, which a build test keeps free of warnings.
 */
function withoutSelectedWarning<T>(render: () => T): T {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('setting `selected` on <option>')) return;
    original(...args);
  };
  try {
    return render();
  } finally {
    console.error = original;
  }
}

function renderDocument(content: Content, page: LoadedPage, canonical: boolean, element: ReactElement, scriptsFor: ScriptsFor) {
  const state = createRenderState<IslandName>();
  const body = markEnglishPhrases(
    renderToString(
      <RenderContext.Provider value={state}>
        <PageContext.Provider value={{ site: content.site, derived: content.derived, page, ...(content.images && { images: content.images }) }}>
          {element}
        </PageContext.Provider>
      </RenderContext.Provider>,
    ),
  );

  const html = `<!doctype html>
<html lang="sv">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="${colors.primary}">
    ${headTags({ site: content.site, page, canonical })}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${scriptsFor(state.islands)}
    ${pageStyle(state.css)}
  </head>
  <body${page === content.notFound ? ' data-not-found' : ''}>
    ${body}
  </body>
</html>
`;
  return { html, islands: state.islands };
}
