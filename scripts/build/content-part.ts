/**
 * The part of a build made from content (docs/decisions.md 121): every page and the not-found
 * page, the lead server's answer templates and form data, the share image, the content's images,
 * the workspace shell (it names the brand), sitemap.xml, robots.txt, _redirects and _headers.
 * A full build writes it after the bundles; a content build writes it into a copy of the last
 * full build's code part — the same function, so both give the same files for the same content.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest } from 'vite';
import { htmlFileOfRoute, notFoundHtmlFile, notFoundRoute, shareImageFile } from '~/src/content/routes';
import type { Content } from '~/src/content/model';
import { endpointFiles } from '~/src/lead-form/contract';
import { siteFormSpecs } from '~/src/lead-form/form-spec';
import { endpointTexts } from '~/src/lead-form/texts';
import type * as ServerEntry from '~/src/entry-server';
import { securityHeaders } from '~/server/security-headers';
import { compileAnswerForms } from '~/server/leads/answer-page';
import { entryLoaderHash } from './entry-loader';
import { buildImages } from './images';
import { writeKontoShell, type KontoAssets } from './konto-shell';
import { scriptTags } from './manifest';
import { writeShareImage } from './share-image';
import { headersFile, redirectsFile, robotsTxt, sitemapXml } from './static-files';

export interface ContentPartInput {
  /** The folder with site.yaml, pages/ and bilder/. */
  contentRoot: string;
  content: Content;
  /** The staging site folder. */
  site: string;
  entry: typeof ServerEntry;
  manifest: Manifest;
  konto: KontoAssets;
  /** Where images and the share image already made are kept (file-cache.ts). */
  cacheDir?: string;
}

/** Writes the content part into `site`; returns the files written, relative to it (to compress them). */
export async function writeContentPart({ contentRoot, content, site, entry, manifest, konto, cacheDir }: ContentPartInput): Promise<string[]> {
  const written: string[] = [];
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), text);
    written.push(file);
  };
  await writeShareImage(content, site, cacheDir);
  content.images = await buildImages(contentRoot, content, site, cacheDir && path.join(cacheDir, 'bilder-renderingar'));
  written.push(shareImageFile, await writeKontoShell(site, content.site.brand, konto));

  const scriptsFor = (islands: Parameters<typeof scriptTags>[1]) => scriptTags(manifest, islands);
  for (const page of content.pages) await write(htmlFileOfRoute(page.path), (await entry.renderPage(content, page.path, scriptsFor)).html);
  // No page has the not-found route (404 is a reserved name), so it renders pages/404.yaml with 404.
  const notFound = await entry.renderPage(content, notFoundRoute, scriptsFor);
  if (notFound.status !== 404) throw new Error('The not-found route did not render with status 404');
  await write(notFoundHtmlFile, notFound.html);
  await writeEndpointFiles(content, entry, scriptsFor, write);
  await write('sitemap.xml', sitemapXml(content));
  await write('robots.txt', robotsTxt(content));
  await write('_redirects', redirectsFile(content));
  const analytics = Boolean(content.site.analytics.measurementId);
  await write('_headers', headersFile(securityHeaders({ analytics, scriptHashes: [entryLoaderHash] })));
  return written;
}

/** What the lead server answers with (server/): pages around an empty slot, and every form as data. */
async function writeEndpointFiles(
  content: Content,
  entry: typeof ServerEntry,
  scriptsFor: ServerEntry.ScriptsFor,
  write: (file: string, text: string) => Promise<void>,
): Promise<void> {
  const { answer } = content.site.forms;
  const template = (title: string) => entry.renderAnswerTemplate(content, { title, description: answer.description }, scriptsFor);
  await write(endpointFiles.refusedTemplate, template(answer.refusedHeading));
  await write(endpointFiles.confirmTemplate, template(answer.confirmHeading));
  await write(endpointFiles.errorTemplate, template(content.site.errors.heading));
  // A booked meeting's page, the visitor's link (server/booking/, docs/decisions.md 165).
  await write(endpointFiles.meetingTemplate, template(content.site.forms.times.manageTitle));
  await write(endpointFiles.texts, `${JSON.stringify(endpointTexts(content.site), null, 1)}\n`);
  const forms = siteFormSpecs(content.pages, content.site);
  await write(endpointFiles.forms, `${JSON.stringify(forms, null, 1)}\n`);
  // Every form's answers, from the blocks' components with declared slots; checked here as the server checks them at start.
  const answerForms = entry.renderAnswerTemplates(content.site, forms);
  compileAnswerForms(answerForms, forms, endpointFiles.answerForms);
  await write(endpointFiles.answerForms, `${JSON.stringify(answerForms, null, 1)}\n`);
  await write(endpointFiles.site, `${JSON.stringify({ baseUrl: content.site.baseUrl, brand: content.site.brand })}\n`);
}
