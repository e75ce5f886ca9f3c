/**
 * What the lead endpoint reads of the built site (dist/_endpoint/, written by `npm run build`):
 * the forms (forms.json), the words it answers with (texts.json), the site's address (site.json),
 * and the refused and confirmation pages with each form's answers in them. Read once through
 * `BuiltFiles`, so a publish that swaps in a new build reads it again with everything else, all
 * of it or none (server/built-files.ts, docs/decisions.md 93 and 113); the app, the lead routes,
 * the lead service (its e-mail and webhook labels) and the workspace's routes all take this one
 * object instead of each reading the files again.
 */
import { endpointFiles } from '~/src/lead-form/contract';
import type { EndpointTexts } from '~/src/lead-form/texts';
import { BuiltFiles } from './built-files';
import { loadEndpointTexts } from './endpoint-texts';
import { loadAnswerForms, type AnswerForms } from './leads/answer-page';
import { loadSiteFacts, type SiteFacts } from './leads/lead-view';
import { loadSlotTemplate, type SlotTemplate } from './slot-template';

export interface BuiltEndpoint extends SiteFacts {
  readonly texts: EndpointTexts;
  /** Every built form's refused and confirmation answers, for the slots of the two templates below. */
  readonly answerForms: AnswerForms;
  /** The site's layout around a refused plain post's slot. */
  readonly refusedTemplate: SlotTemplate;
  /** The same around a confirmation step's slot. */
  readonly confirmTemplate: SlotTemplate;
  /** The same around a booked meeting's page (server/booking/routes.ts). */
  readonly meetingTemplate: SlotTemplate;
}

/** The endpoint's files of `distDir`, read now; a missing or damaged file throws, naming it. */
export function loadBuiltEndpoint(distDir: string): BuiltEndpoint {
  const site = loadSiteFacts(distDir);
  return {
    ...site,
    texts: loadEndpointTexts(distDir),
    answerForms: loadAnswerForms(distDir, site.forms.all ?? []),
    refusedTemplate: loadSlotTemplate(distDir, endpointFiles.refusedTemplate),
    confirmTemplate: loadSlotTemplate(distDir, endpointFiles.confirmTemplate),
    meetingTemplate: loadSlotTemplate(distDir, endpointFiles.meetingTemplate),
  };
}

/** The build a server serves: its files, read again on a swap, and its endpoint, read through them. */
export interface ServedBuild {
  files: BuiltFiles;
  endpoint: BuiltEndpoint;
}

/** Reads `distDir` for serving (server/index.ts, and tests that start a server as it does). */
export function servedBuild(distDir: string): ServedBuild {
  const files = new BuiltFiles(distDir);
  return { files, endpoint: liveBuiltEndpoint(files) };
}

/**
 * The endpoint of the build being served: one `read` of `built`, answered by getters, so every
 * holder sees the new build after a swap. Read what belongs together in one go
 * (`const { forms, answerForms } = endpoint`): a swap never happens between two synchronous reads.
 */
export function liveBuiltEndpoint(built: BuiltFiles): BuiltEndpoint {
  const current = built.read(loadBuiltEndpoint);
  return {
    get forms() {
      return current().forms;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    get brand() {
      return current().brand;
    },
    get texts() {
      return current().texts;
    },
    get answerForms() {
      return current().answerForms;
    },
    get refusedTemplate() {
      return current().refusedTemplate;
    },
    get confirmTemplate() {
      return current().confirmTemplate;
    },
    get meetingTemplate() {
      return current().meetingTemplate;
    },
  };
}
