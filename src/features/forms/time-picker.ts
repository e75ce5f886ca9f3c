/**
 * The booking form's free times (docs/decisions.md 163), with JavaScript only and without React:
 * the form's container (`data-time-picker`) gets the times of GET /api/tider week by week, each day a
 * fieldset whose legend is the day and whose radio buttons are its times, so a screen reader says
 * "måndag 30 mars, 09:00" and the arrow keys move between times; the chosen time goes in the form's
 * `slot` field (and the length in `meetingLength`), and "none of these" sends the form as a request,
 * as it is without JavaScript. Choosing a meeting form shows only the times it is offered in. A
 * refused post whose time was taken (409) reloads the times at the nearest free one; nothing typed
 * is touched. On a booked meeting's page (`data-mode="move"`) the same list moves the meeting.
 */
import { bookingEndpoints, events, hooks } from '~/src/lead-form/contract';
import type { TimeTexts } from '~/src/lead-form/texts';
import { fill } from '~/src/lib/fill';
import { dayMonthOf, weeksOf, type FreeDay, type Week } from './time-weeks';

interface TimesAnswer {
  ok?: boolean;
  lengths?: number[];
  days?: FreeDay[];
}

type Texts = TimeTexts;

/** The picker's words, from its container or the page's slot around it (`data-time-texts`). */
function textsOf(root: HTMLElement): Texts | undefined {
  try {
    return JSON.parse(root.closest(`[${hooks.timeTexts}]`)?.getAttribute(hooks.timeTexts) ?? '') as Texts;
  } catch {
    return undefined;
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  made.append(...children);
  return made;
}

/** An input that no form owns (`form` names none): grouped by name for the arrow keys, never sent itself. */
function input(type: string, name: string, value: string, owner?: string): HTMLInputElement {
  const made = element('input');
  made.type = type;
  made.name = name;
  made.value = value;
  if (owner) made.setAttribute('form', owner);
  return made;
}

class TimePicker {
  private days: FreeDay[] = [];
  private lengths: number[] = [];
  private week = 0;
  private readonly body = element('div', 'time-picker-body');
  private readonly status = element('p', 'time-picker-status small');
  private readonly slot: HTMLInputElement;
  private readonly length: HTMLInputElement;
  private readonly group = `tid-${Math.random().toString(36).slice(2, 8)}`;

  constructor(
    private readonly root: HTMLElement,
    private readonly form: HTMLFormElement,
    private readonly texts: Texts,
  ) {
    this.slot = input('hidden', 'slot', '');
    this.length = input('hidden', this.moving ? 'length' : 'meetingLength', root.dataset.length ?? '30');
    this.status.setAttribute('role', 'status');
    const fieldset = element('fieldset', 'time-picker', element('legend', 'time-picker-heading', texts.heading));
    if (!this.moving) fieldset.append(element('p', 'small muted', texts.intro));
    fieldset.append(this.body, this.status);
    root.replaceChildren(fieldset, this.slot, this.length);
    this.format()?.addEventListener('change', () => this.render());
    form.addEventListener(events.refused, (event) => void this.refused((event as CustomEvent<{ times?: string[] }>).detail));
  }

  private get moving() {
    return this.root.dataset.mode === 'move';
  }

  private format(): HTMLSelectElement | undefined {
    const select = this.form.elements.namedItem('meetingFormat');
    return select instanceof HTMLSelectElement ? select : undefined;
  }

  async load(at?: string) {
    this.status.textContent = this.texts.loading;
    this.slot.value = '';
    try {
      const format = this.moving ? `&form=${encodeURIComponent(this.root.dataset.format ?? '')}` : '';
      const response = await fetch(`${bookingEndpoints.times}?langd=${this.length.value}${format}`, { headers: { Accept: 'application/json' } });
      const answer = (await response.json()) as TimesAnswer;
      if (!response.ok || !answer.ok) throw new Error(String(response.status));
      this.days = answer.days ?? [];
      this.lengths = answer.lengths ?? [];
    } catch {
      this.days = [];
      this.body.replaceChildren();
      this.status.textContent = this.texts.failed;
      return;
    }
    this.status.textContent = '';
    // No partner takes bookings: the form stays the request form it is without JavaScript.
    if (!this.moving && this.lengths.length === 0) {
      this.root.hidden = true;
      return;
    }
    this.root.hidden = false;
    const weeks = this.weeks();
    this.week = Math.max(0, at ? weeks.findIndex((w) => w.days.some((d) => d.times.some((t) => t.start === at))) : 0);
    this.render();
  }

  private weeks(): Week[] {
    return weeksOf(this.days, this.moving ? undefined : this.format()?.value || undefined);
  }

  private render() {
    const weeks = this.weeks();
    // A time chosen before a meeting form it is not offered in: no longer chosen.
    if (this.slot.value && !weeks.some((w) => w.days.some((d) => d.times.some((t) => t.start === this.slot.value)))) this.choose('', '');
    this.week = Math.min(this.week, Math.max(0, weeks.length - 1));
    const parts: HTMLElement[] = [];
    if (!this.moving && this.lengths.length > 1) parts.push(this.lengthChoice());
    const week = weeks[this.week];
    if (!week) parts.push(element('p', '', this.texts.noneAtAll));
    else parts.push(this.weekNavigation(week, weeks.length), ...week.days.map((day) => this.dayGroup(day)));
    if (!this.moving) parts.push(this.noTime());
    this.body.replaceChildren(...parts);
  }

  private lengthChoice() {
    const choices = this.lengths.map((minutes) => {
      const choice = input('radio', `${this.group}-langd`, String(minutes), `${this.group}-ingen`);
      choice.checked = choice.value === this.length.value;
      choice.addEventListener('change', () => {
        this.length.value = choice.value;
        void this.load();
      });
      return element('label', 'time-picker-choice', choice, fill(this.texts.minutes, { minuter: String(minutes) }));
    });
    return element('fieldset', 'time-picker-lengths', element('legend', '', this.texts.length), ...choices);
  }

  private weekNavigation(week: Week, count: number) {
    const button = (label: string, step: number) => {
      const made = element('button', 'btn btn-secondary time-picker-step', label);
      made.type = 'button';
      made.disabled = this.week + step < 0 || this.week + step >= count;
      made.addEventListener('click', () => {
        this.week += step;
        this.render();
        this.body.querySelector<HTMLElement>('.time-picker-week')?.focus();
      });
      return made;
    };
    const heading = element(
      'p',
      'time-picker-week',
      fill(this.texts.week, { vecka: String(week.number), från: dayMonthOf(week.from), till: dayMonthOf(week.to) }),
    );
    heading.tabIndex = -1;
    heading.setAttribute('aria-live', 'polite');
    return element('div', 'time-picker-nav', heading, button(this.texts.previousWeek, -1), button(this.texts.nextWeek, 1));
  }

  private radio(value: string, label: string) {
    // Grouped by name but owned by no form: the hidden `slot` field is what is sent.
    const choice = input('radio', this.group, value, `${this.group}-ingen`);
    choice.checked = value === this.slot.value;
    choice.addEventListener('change', () => this.choose(value, label));
    return element('label', 'time-picker-choice', choice, label);
  }

  private dayGroup(day: FreeDay) {
    const times = day.times.map((time) => this.radio(time.start, time.time));
    return element('fieldset', 'time-picker-day', element('legend', '', day.label), element('div', 'time-picker-times', ...times));
  }

  private noTime() {
    return element('div', 'time-picker-none', this.radio('', this.texts.noTime));
  }

  private choose(value: string, label: string) {
    this.slot.value = value;
    const day = this.days.find((d) => d.times.some((t) => t.start === value));
    this.status.textContent = value && day ? fill(this.texts.chosen, { tid: `${day.label} ${label}` }) : '';
  }

  /** A taken time: the times again, at the nearest free one the server named. */
  private async refused(detail: { times?: string[] } | undefined) {
    if (!detail?.times) return;
    await this.load(detail.times[0]);
  }
}

/** The move form on a booked meeting's page: posts the chosen time as JSON and says what happened. */
function enhanceMove(form: HTMLFormElement, texts: Texts) {
  const button = element('button', 'btn btn-primary', texts.move);
  button.type = 'submit';
  const answer = element('p', 'lead-status');
  answer.tabIndex = -1;
  answer.setAttribute('role', 'alert');
  answer.hidden = true;
  form.append(button, answer);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(form));
    void fetch(form.action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ t: data.t, slot: data.slot }),
    })
      .then((response) => response.json() as Promise<{ ok?: boolean; message?: string }>)
      .catch(() => ({ ok: false, message: texts.failed }))
      .then((result) => {
        answer.textContent = result.message ?? texts.failed;
        answer.hidden = false;
        answer.focus();
        // Moved: the list and the button are done; the page shows the new time when it is opened again.
        if (result.ok) for (const done of [button, form.querySelector<HTMLElement>(`[${hooks.timePicker}]`)]) if (done) done.hidden = true;
      });
  });
}

/** Starts every time picker on the page. */
export function startTimePickers(doc: Document = document): void {
  for (const root of doc.querySelectorAll<HTMLElement>(`[${hooks.timePicker}]`)) {
    const form = root.closest('form');
    const texts = textsOf(root);
    if (!form || !texts) continue;
    const picker = new TimePicker(root, form, texts);
    if (root.dataset.mode === 'move') enhanceMove(form, texts);
    void picker.load();
  }
}
