import { hooks } from '~/src/lead-form/contract';
import { useStylesheet } from '~/src/render/stylesheet';
import timePickerCss from './time-picker.css?inline';

/**
 * Where the booking form's free times go (time-picker.ts): empty and hidden in the static page, so
 * that without JavaScript the form is the request form it always was and sends no time.
 */
export function TimePickerSlot() {
  useStylesheet(timePickerCss);
  return <div className="time-picker-root" hidden {...{ [hooks.timePicker]: '' }} />;
}

/** The picker's stylesheet on a page that gets its container from the server (a booked meeting's page). */
export function useTimePickerStyles() {
  useStylesheet(timePickerCss);
}
