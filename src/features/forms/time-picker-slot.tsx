import { hooks } from '~/src/lead-form/contract';
import type { TimeTexts } from '~/src/lead-form/texts';
import { useStylesheet } from '~/src/render/stylesheet';
import timePickerCss from './time-picker.css?inline';

/**
 * Where the booking form's free times go (time-picker.ts): empty and hidden in the static page, so
 * that without JavaScript the form is the request form it always was and sends no time. It carries
 * the picker's words, which no other form needs.
 */
export function TimePickerSlot({ texts }: { texts: TimeTexts }) {
  useStylesheet(timePickerCss);
  return <div className="time-picker-root" hidden {...{ [hooks.timePicker]: '', [hooks.timeTexts]: JSON.stringify(texts) }} />;
}

/** The picker's stylesheet and words on a page whose container comes from the server (a booked meeting's page). */
export function useTimePicker(texts: TimeTexts) {
  useStylesheet(timePickerCss);
  return { [hooks.timeTexts]: JSON.stringify(texts) };
}
