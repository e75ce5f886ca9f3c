/**
 * The field of one value (src/editor/ui/fields.tsx decides which values are groups and lists): an
 * icon, an image, yes/no, a choice, a number or a text. Each gets the same id, ARIA and messages.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';
import { fieldId, pointerOf, type Path } from './data-path';
import { problemsAt, useEditor } from './editor-context';
import { describedBy, FieldMessages, RequiredMark } from './field-messages';
import { useHost } from './host';
import { IconPicker } from './icon-picker';
import { ImageField } from './image-field';
import { helpOf, valueLabel, type JsonSchema } from './schema';

/** One field's place in the form: a little space above and below. */
export function Falt({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Box className={`falt${className ? ` ${className}` : ''}`} sx={{ my: 1.5 }}>
      {children}
    </Box>
  );
}

interface ValueProps {
  schema: JsonSchema;
  kind: string | undefined;
  path: Path;
  value: unknown;
  label: string;
  required: boolean;
}

/** What each kind of control gets besides the value: its id, ARIA, messages and how it changes. */
interface ControlProps extends ValueProps {
  id: string;
  aria: { 'aria-describedby': string | undefined; 'aria-invalid': true | undefined };
  /** Sets the value; an optional field left empty is removed from the file rather than saved as an empty text. */
  set: (next: unknown) => void;
  messages: ReactNode;
  /** The class of a field still holding its template text ("att göra"). */
  marked?: string;
}

// An image of bilder/ (schema/defs.schema.json "image"): chosen or uploaded with its alt text beside it.
const isImage = ({ schema, kind, path }: ValueProps) =>
  kind === 'string' && (schema as { pattern?: string }).pattern?.startsWith('^bilder/') && typeof path.at(-1) === 'string';

export function ValueField(props: ValueProps) {
  const { schema, path, required } = props;
  const { problems, todos, icons, change } = useEditor();
  const pointer = pointerOf(path);
  const id = fieldId(pointer);
  const own = problemsAt(problems, pointer);
  const todo = todos.get(pointer);
  const help = helpOf(schema);
  // aria-invalid only on a field with an error (MUI would write "false" on every other one).
  const aria = { 'aria-describedby': describedBy(id, help, own, todo), 'aria-invalid': own.some((p) => p.severity === 'error') || undefined };
  const set = (next: unknown) => change(path, next === '' && !required ? undefined : next);
  const messages = <FieldMessages id={id} help={help} problems={own} todo={todo} />;
  const control = { ...props, id, aria, set, messages, marked: todo ? 'har-att-gora' : undefined };

  if (schema.enum && schema.enum.every((name) => typeof name === 'string' && name in icons)) return <IconField {...control} icons={icons} />;
  if (isImage(props)) return <PictureField {...control} />;
  if (props.kind === 'boolean') return <YesNoField {...control} />;
  return <TypedField {...control} />;
}

function IconField({ schema, id, label, value, aria, set, messages, marked, icons }: ControlProps & { icons: Record<string, string> }) {
  return (
    <Falt className={marked}>
      <IconPicker
        id={id}
        label={label}
        value={value as string | undefined}
        names={schema.enum as string[]}
        nameOf={(name) => valueLabel(schema, name)}
        icons={icons}
        describedBy={aria['aria-describedby']}
        invalid={Boolean(aria['aria-invalid'])}
        onChange={set}
      />
      {messages}
    </Falt>
  );
}

function PictureField({ path, id, label, value, required, aria, messages, marked }: ControlProps) {
  const { change } = useEditor();
  const host = useHost();
  const altPath = [...path.slice(0, -1), `${String(path.at(-1))}Alt`];
  return (
    <Falt className={marked}>
      <ImageField
        id={id}
        label={label}
        value={value as string | undefined}
        required={required}
        describedBy={aria['aria-describedby']}
        invalid={Boolean(aria['aria-invalid'])}
        base={host.imagesBase}
        onPlace={(file, alt) => {
          change(path, file);
          change(altPath, alt);
        }}
      />
      {messages}
    </Falt>
  );
}

function YesNoField({ schema, path, id, label, value, aria, messages }: ControlProps) {
  const { change } = useEditor();
  return (
    <Falt className="falt-val">
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            id={id}
            checked={(value ?? schema.default ?? false) === true}
            onChange={(e) => change(path, e.target.checked)}
            slotProps={{ input: { ...aria } }}
          />
        }
      />
      {messages}
    </Falt>
  );
}

/** A choice, a number or a text, under its label. */
function TypedField(props: ControlProps) {
  const { id, label, required, aria, messages, marked } = props;
  return (
    <Falt className={marked}>
      {/* The label above its control, whole (a floating label would be cut short in the narrow form). */}
      <FormControl fullWidth error={Boolean(aria['aria-invalid'])}>
        <FormLabel htmlFor={id} sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
          {label}
          {required && <RequiredMark />}
        </FormLabel>
        {props.schema.enum ? choiceControl(props) : textControl(props)}
      </FormControl>
      {messages}
    </Falt>
  );
}

// The controls are elements made by functions, not components of their own: FormControl reads
// whether it is filled from the props of its Input or Select child.
function choiceControl({ schema, id, value, required, aria, set }: ControlProps) {
  return (
    <NativeSelect
      id={id}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => set(e.target.value === '' ? '' : schema.enum!.find((v) => String(v) === e.target.value))}
      input={<OutlinedInput size="small" />}
      inputProps={aria}
    >
      {(!required || value === undefined) && <option value="">(inget valt)</option>}
      {schema.enum!.map((v) => (
        <option key={String(v)} value={String(v)}>
          {valueLabel(schema, v)}
        </option>
      ))}
    </NativeSelect>
  );
}

function textControl({ schema, kind, id, value, aria, set }: ControlProps) {
  if (kind === 'integer' || kind === 'number')
    return (
      <OutlinedInput
        id={id}
        size="small"
        type="number"
        value={value === undefined ? '' : String(value)}
        inputProps={{ min: schema.minimum, max: schema.maximum, ...aria }}
        onChange={(e) => set(e.target.value === '' ? '' : Number(e.target.value))}
      />
    );
  if ((schema.maxLength ?? 0) > 300)
    return (
      <OutlinedInput
        id={id}
        size="small"
        multiline
        value={value === undefined ? '' : String(value)}
        minRows={Math.min(8, 2 + Math.ceil(String(value ?? '').length / 90))}
        onChange={(e) => set(e.target.value)}
        inputProps={aria}
      />
    );
  return (
    <OutlinedInput
      id={id}
      size="small"
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(e) => set(e.target.value)}
      inputProps={aria}
    />
  );
}
