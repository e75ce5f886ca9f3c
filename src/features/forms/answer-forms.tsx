/**
 * What the lead server answers a plain (no-JavaScript) post with, inside its answer page's slot
 * (lead-answer-slot.tsx): the form again with the visitor's input and errors, or a confirmation
 * step — made of the form blocks' own components (lead-form-parts.tsx, src/ui/form-fields.tsx),
 * so the answer shows the very form the page showed (docs/decisions.md 102).
 *
 * Each component draws either a post's real state (`AnswerFormState`: what the tests compare the
 * server's answers with) or, with `'template'`, the template the build prerenders for the server:
 * every value, error and token a text slot, every state a condition slot choosing between the
 * element drawn both ways (src/lead-form/answer-slots.ts). The server only fills the slots.
 */
import { Fragment, type ReactNode } from 'react';
import { homePath } from '~/src/content/routes';
import { hooks, leadEndpoint } from '~/src/lead-form/contract';
import { fieldStates, markers, shownValue, slot, statusFocus, type AnswerFormState } from '~/src/lead-form/answer-slots';
import type { FieldSpec, FormSpec } from '~/src/lead-form/form-spec';
import type { FormTexts } from '~/src/lead-form/texts';
import { buttonClass } from '~/src/ui/action-button';
import type { FieldState, SelectOption } from '~/src/ui/form-fields';
import { TimePickerSlot } from './time-picker-slot';
import { FieldControl, LeadFormActions, LeadFormFields, LeadFormStart, LeadFormStatus, LeadHiddenFields, leadFormCard } from './lead-form-parts';

/** The ids of an answer's form (a page's forms have the block's anchor or React's id). */
export const answerIdPrefix = 'svar';

/** Draw the prerendered template with its slots instead of a post's state. */
type Fill = 'template';

/** A condition slot: `then` where it holds, `otherwise` where not. */
function Variants({ when, then, otherwise }: { when: string; then: ReactNode; otherwise?: ReactNode }) {
  return (
    <>
      {markers.when(when)}
      {then}
      {otherwise !== undefined && (
        <>
          {markers.otherwise}
          {otherwise}
        </>
      )}
      {markers.end}
    </>
  );
}

/** A field in each of its states: the first error (focused), an error, none; a select's options each selected or not. */
function TemplateField({ field, id }: { field: FieldSpec; id: string }) {
  const value = markers.text(slot.value(field.name));
  const error = markers.text(slot.error(field.name));
  const optionVariants = (option: SelectOption, render: (selected: boolean) => ReactNode) => (
    <Variants when={slot.selected(field.name, option.value)} then={render(true)} otherwise={render(false)} />
  );
  const control = (state: FieldState) => <FieldControl field={field} id={id} state={state} optionVariants={optionVariants} />;
  return (
    <Variants
      when={slot.focus(field.name)}
      then={control({ value, error, focus: true })}
      otherwise={<Variants when={slot.invalid(field.name)} then={control({ value, error })} otherwise={control({ value })} />}
    />
  );
}

function TemplateStatus() {
  const message = markers.text(slot.message);
  return (
    <Variants
      when={slot.status}
      then={
        <Variants
          when={slot.statusFocus}
          then={<LeadFormStatus idPrefix={answerIdPrefix} message={message} focus />}
          otherwise={<LeadFormStatus idPrefix={answerIdPrefix} message={message} />}
        />
      }
      otherwise={<LeadFormStatus idPrefix={answerIdPrefix} />}
    />
  );
}

interface AnswerFormProps {
  spec: FormSpec;
  /** site.yaml's `forms`. */
  texts: FormTexts;
  /** The line under the submit button (texts.ts `replyPromise`). */
  promise: string | undefined;
  state: AnswerFormState | Fill;
}

/** The form again: as on its page, with the post's values, each error below its field, the message above and fresh tokens. */
export function AnswerForm({ spec, texts, promise, state }: AnswerFormProps) {
  const template = state === 'template';
  const tokens = template ? { formToken: markers.text(slot.formToken), idempotencyKey: markers.text(slot.idempotencyKey) } : state;
  const fields = template ? undefined : fieldStates(spec, state);
  const status = template ? (
    <TemplateStatus />
  ) : (
    <LeadFormStatus idPrefix={answerIdPrefix} message={state.message || undefined} focus={statusFocus(spec, state)} />
  );
  return (
    <form method="post" action={leadEndpoint} className={leadFormCard} {...{ [hooks.form]: spec.kind }}>
      <LeadFormStart spec={spec} idPrefix={answerIdPrefix} texts={texts} tokens={tokens} status={status} />
      {/* As on the page: the booking form's free times, empty and hidden until JavaScript fills them. */}
      {spec.kind === 'booking' && <TimePickerSlot texts={texts.times} />}
      <LeadFormFields
        spec={spec}
        idPrefix={answerIdPrefix}
        renderField={(field, id) => (fields ? <FieldControl field={field} id={id} state={fields.get(field.name)} /> : <TemplateField field={field} id={id} />)}
      />
      <LeadFormActions submitLabel={spec.submitLabel} texts={texts} promise={promise} />
    </form>
  );
}

/** A refused post of a built form: the heading, then the form again with the message and errors. */
export function RefusedAnswer(props: AnswerFormProps) {
  return (
    <>
      <h1>{props.texts.answer.refusedHeading}</h1>
      <AnswerForm {...props} />
    </>
  );
}

/** A refused post that names no built form: the heading, the message and the way home. */
export function PlainRefusal({ texts, home, message }: { texts: FormTexts; home: string; message: string | Fill }) {
  return (
    <>
      <h1>{texts.answer.refusedHeading}</h1>
      <p role="alert">{message === 'template' ? markers.text(slot.message) : message}</p>
      <p>
        <a href={homePath}>{home}</a>
      </p>
    </>
  );
}

/** A confirmation step: the post as it will be sent, and the form below to change something. */
export interface ConfirmState {
  values: Readonly<Record<string, string>>;
  confirm: { token: string; key: string };
  edit: AnswerFormState;
}

/**
 * The summary of a post that came without a form token, with one button that confirms exactly
 * that content (its signed, single-use token and the values, carried as hidden fields), then the
 * same form to change something.
 */
export function ConfirmAnswer({ spec, texts, promise, state }: Omit<AnswerFormProps, 'state'> & { state: ConfirmState | Fill }) {
  const template = state === 'template';
  const given = (field: FieldSpec, node: (value: string, shown: string) => ReactNode) => {
    if (template) {
      return (
        <Variants key={field.name} when={slot.given(field.name)} then={node(markers.text(slot.carried(field.name)), markers.text(slot.summary(field.name)))} />
      );
    }
    const value = state.values[field.name];
    return value ? <Fragment key={field.name}>{node(value, shownValue(field, value))}</Fragment> : null;
  };
  const tokens = template
    ? { formToken: markers.text(slot.confirmToken), idempotencyKey: markers.text(slot.confirmKey) }
    : { formToken: state.confirm.token, idempotencyKey: state.confirm.key };
  return (
    <>
      <h1>{texts.answer.confirmHeading}</h1>
      <p>{texts.answer.confirmIntro}</p>
      <dl className="lead-answer-summary">
        {spec.fields.map((field) =>
          given(field, (_, shown) => (
            <>
              <dt>{field.label}</dt>
              <dd>{shown}</dd>
            </>
          )),
        )}
      </dl>
      <form method="post" action={leadEndpoint} className={`${leadFormCard} lead-answer-confirm`}>
        <LeadHiddenFields spec={spec} idPrefix={answerIdPrefix} texts={texts} tokens={tokens} />
        {spec.fields.map((field) => given(field, (value) => <input type="hidden" name={field.name} value={value} />))}
        <button type="submit" className={buttonClass(true)}>
          {texts.answer.confirmButton}
        </button>
      </form>
      <h2>{texts.answer.editHeading}</h2>
      <AnswerForm spec={spec} texts={texts} promise={promise} state={template ? 'template' : state.edit} />
    </>
  );
}
