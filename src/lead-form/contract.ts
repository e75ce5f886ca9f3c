/**
 * The lead form's contract: the addresses, the data-* hooks and the built files that the form
 * blocks (markup), the browser enhancement (src/features/forms/enhance.ts), the build and the
 * lead server (server/leads/) all rely on. Declared once here, in a module free of React, MUI
 * and Node, so each side imports it and none imports another's code (eslint.config.js enforces
 * it; docs/architecture.md "Contracts").
 */
import { apiRoutes, endpointDir } from '../content/routes';

/** Where every lead form posts (docs/decisions.md 9). */
export const leadEndpoint = apiRoutes.leads;
/** Where the enhancement fetches a form token on page load (docs/decisions.md 21). */
export const formTokenEndpoint = apiRoutes.formToken;
/** The booking form's free times and a booked meeting's page and actions (docs/decisions.md 161–166). */
export const bookingEndpoints = { times: apiRoutes.times, meeting: apiRoutes.meeting, cancel: apiRoutes.cancelMeeting, move: apiRoutes.moveMeeting } as const;
export { thankYouPath } from '../content/routes';

/** The attributes the markup carries and the enhancement and tests look for. */
export const hooks = {
  /** On each lead <form>, with its kind as the value. */
  form: 'data-lead-form',
  /** The message line above a form's fields (empty and hidden until there is something to say). */
  status: 'data-form-status',
  /** The error line below each field, id `errorIdOf(controlId)`. */
  fieldError: 'data-field-error',
  /** The confirmation that replaces a sent form (enhancement only). */
  confirmation: 'data-lead-confirmation',
  /** Query parameter → field map for preselection (preselect.ts). */
  preselect: 'data-preselect',
  /** The slot in the prerendered answer pages that the lead server fills. */
  slot: 'data-lead-slot',
  /** On each form (and an answer page's slot): the enhancement's words as JSON (texts.ts `BrowserTexts`). */
  texts: 'data-lead-texts',
  /** The booking form's time picker (and a booked meeting's, to move it): filled by src/features/forms/time-picker.ts. */
  timePicker: 'data-time-picker',
  /** On the time picker's container (or a booked meeting's page's slot): its words as JSON (texts.ts `TimeTexts`). */
  timeTexts: 'data-time-texts',
} as const;

/** Events the enhancement dispatches on a lead form, for the other parts of the form (the time picker). */
export const events = {
  /** A refused post: `detail` is the server's JSON answer (a taken time's nearest free times in `times`). */
  refused: 'lead-form:refused',
} as const;

export const selectors = {
  form: `form[${hooks.form}]`,
  status: `[${hooks.status}]`,
  fieldError: `[${hooks.fieldError}]`,
  preselect: `form[${hooks.preselect}]`,
  timePicker: `[${hooks.timePicker}]`,
} as const;

/**
 * The empty slot exactly as React renders it into an answer template. The server splits the
 * template at this text once at start-up and puts its own escaped markup between the halves.
 */
export const answerSlot = `<div ${hooks.slot}=""></div>`;

/**
 * Files the build writes for the lead server beside the pages (relative to dist/). Not pages:
 * the server answers with them; `npm start` never serves them as they are.
 */
export const endpointFiles = {
  /** The site's layout around an empty slot: a refused plain post, the form again with errors. */
  refusedTemplate: `${endpointDir}/fel.html`,
  /** The same around a confirmation step for a post that came without a form token. */
  confirmTemplate: `${endpointDir}/bekrafta.html`,
  /** The same around an error the server itself answers (400, 408, 431, 500, 503). */
  errorTemplate: `${endpointDir}/serverfel.html`,
  /**
   * Every built form's answers, prerendered from the blocks' components with declared slots
   * (answer-slots.ts `AnswerTemplates`): what goes into the refused and confirmation pages' slot.
   */
  answerForms: `${endpointDir}/svarsformular.json`,
  /** The site's layout around a booked meeting's page (server/booking/routes.ts). */
  meetingTemplate: `${endpointDir}/mote.html`,
  /** Every lead form of every page as data (form-spec.ts), so the server can show it again. */
  forms: `${endpointDir}/forms.json`,
  /** The words the server answers with, from site.yaml (texts.ts `EndpointTexts`). */
  texts: `${endpointDir}/texts.json`,
  /** The site's facts the server needs (`{ baseUrl }`): full page links in the lead e-mail. */
  site: `${endpointDir}/site.json`,
} as const;

/**
 * Class names of the form markup, shared by the blocks (src/ui/form-fields.tsx,
 * src/features/forms/lead-form-parts.tsx) and with them the lead server's answer pages
 * (src/features/forms/answer-forms.tsx), so both are styled by the same stylesheets (form-fields.css,
 * lead-forms.css, the button styles) and neither repeats the other's CSS.
 */
export const formClasses = {
  card: 'lead-card',
  honeypot: 'lead-honeypot',
  status: 'lead-status',
  requiredNote: 'lead-required small muted',
  grid: 'field-grid',
  field: 'field',
  wide: 'field-wide',
  star: 'field-star',
  error: 'field-error',
  control: 'control',
  select: 'control control-select',
  actions: 'lead-actions',
  /** The line under the submit button: the reply promise and the privacy link. */
  promise: 'small muted',
  submit: 'btn btn-primary',
} as const;

/** The id of the element that shows a field's error, for the control with id `controlId`. */
export const errorIdOf = (controlId: string) => `${controlId}-fel`;
