import { hooks } from '~/src/lead-form/contract';
import { browserTexts, type FormTexts } from '~/src/lead-form/texts';
import { useStylesheet } from '~/src/render/stylesheet';
import { useButtonStyles } from '~/src/ui/action-button';
import formFieldsCss from '~/src/ui/form-fields.css?inline';
import leadAnswerCss from './lead-answer.css?inline';
import leadFormsCss from './lead-forms.css?inline';
import { useTimePicker } from './time-picker-slot';

/**
 * The declared slot of the lead server's answer pages (src/lead-form/contract.ts `answerSlot`):
 * empty in the built page; the server puts a heading and, for a plain post, the form again or a
 * confirmation step into it (answer-forms.tsx, filled by server/leads/answer-page.ts). The page carries the stylesheets of
 * that markup: the form blocks' own, and the answer page's column and summary.
 */
export function LeadAnswerSlot({ texts }: { texts: FormTexts }) {
  useStylesheet(formFieldsCss);
  useStylesheet(leadFormsCss);
  useStylesheet(leadAnswerCss);
  useButtonStyles();
  // A booked meeting's page (server/booking/meeting-page.ts) moves the meeting with the booking form's time picker.
  const timePicker = useTimePicker(texts.times);
  return (
    <div className="lead-answer" {...{ [hooks.texts]: JSON.stringify(browserTexts(texts)), ...timePicker }}>
      <div {...{ [hooks.slot]: '' }} />
    </div>
  );
}
