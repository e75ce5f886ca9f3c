/**
 * The form of any value, generated from its schema: text, number, yes/no, choice, icon, group of
 * fields and list. Labels are the schema's `x-etikett` (a choice's values: `x-etiketter`), help its
 * `description`; a problem whose
 * pointer names the field is shown on it with aria-invalid and aria-describedby.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ArrayField } from './array-field';
import { Group } from './tools';
import { fieldId, pointerOf, type Path } from './data-path';
import { problemsAt, useEditor } from './editor-context';
import { describedBy, FieldMessages, Help } from './field-messages';
import { useHost } from './host';
import { IconPicker } from './icon-picker';
import { ImageField } from './image-field';
import { emptyValue, helpOf, kindOf, labelOf, resolve, valueLabel, type JsonSchema } from './schema';

export interface FieldProps {
  schema: JsonSchema;
  base: string;
  path: Path;
  value: unknown;
  /** The label when the schema has none (a list item: "Punkt 2"). */
  fallbackLabel: string;
  required: boolean;
}

export function Field({ schema: input, base: inputBase, path, value, fallbackLabel, required }: FieldProps) {
  const { schemas, problems, todos, icons, change } = useEditor();
  const host = useHost();
  const { schema, base } = resolve(schemas, input, inputBase);
  if (schema.const !== undefined) return null;
  const kind = kindOf(schema);
  if (kind === 'object') {
    const legend = labelOf(schema, fallbackLabel);
    // An optional group the page does not have (a page that is no service page) is one button, not empty fields.
    if (!required && value === undefined) {
      return (
        <Falt>
          <Button variant="outlined" size="small" onClick={() => change(path, emptyValue(schemas, schema, base))}>
            Lägg till {legend.toLowerCase()}
          </Button>
          {schema.description && <Help>{schema.description}</Help>}
        </Falt>
      );
    }
    return (
      <ObjectFields schema={schema} base={base} path={path} value={value} legend={legend} onRemove={required ? undefined : () => change(path, undefined)} />
    );
  }
  if (kind === 'array') return <ArrayField schema={schema} base={base} path={path} value={value} label={labelOf(schema, fallbackLabel)} Field={Field} />;

  const pointer = pointerOf(path);
  const id = fieldId(pointer);
  const label = labelOf(schema, fallbackLabel);
  const own = problemsAt(problems, pointer);
  const todo = todos.get(pointer);
  const help = helpOf(schema);
  // aria-invalid only on a field with an error (MUI would write "false" on every other one).
  const aria = { 'aria-describedby': describedBy(id, help, own, todo), 'aria-invalid': own.some((p) => p.severity === 'error') || undefined };
  // An optional field left empty is removed from the file rather than saved as an empty text.
  const set = (next: unknown) => change(path, next === '' && !required ? undefined : next);
  const messages = <FieldMessages id={id} help={help} problems={own} todo={todo} />;

  if (schema.enum && schema.enum.every((name) => typeof name === 'string' && name in icons)) {
    return (
      <Falt className={todo ? 'har-att-gora' : undefined}>
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
  // An image of bilder/ (schema/defs.schema.json "image"): chosen or uploaded with its alt text beside it.
  if (kind === 'string' && (schema as { pattern?: string }).pattern?.startsWith('^bilder/') && typeof path.at(-1) === 'string') {
    const altPath = [...path.slice(0, -1), `${String(path.at(-1))}Alt`];
    return (
      <Falt className={todo ? 'har-att-gora' : undefined}>
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
  if (kind === 'boolean') {
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
  const invalid = Boolean(aria['aria-invalid']);
  let control;
  if (schema.enum) {
    control = (
      <NativeSelect
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => set(e.target.value === '' ? '' : schema.enum!.find((v) => String(v) === e.target.value))}
        input={<OutlinedInput size="small" />}
        inputProps={aria}
      >
        {(!required || value === undefined) && <option value="">(inget valt)</option>}
        {schema.enum.map((v) => (
          <option key={String(v)} value={String(v)}>
            {valueLabel(schema, v)}
          </option>
        ))}
      </NativeSelect>
    );
  } else if (kind === 'integer' || kind === 'number') {
    control = (
      <OutlinedInput
        id={id}
        size="small"
        type="number"
        value={value === undefined ? '' : String(value)}
        inputProps={{ min: schema.minimum, max: schema.maximum, ...aria }}
        onChange={(e) => set(e.target.value === '' ? '' : Number(e.target.value))}
      />
    );
  } else if ((schema.maxLength ?? 0) > 300) {
    control = (
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
  } else {
    control = (
      <OutlinedInput
        id={id}
        size="small"
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(e) => set(e.target.value)}
        inputProps={aria}
      />
    );
  }
  return (
    <Falt className={todo ? 'har-att-gora' : undefined}>
      {/* The label above its control, whole (a floating label would be cut short in the narrow form). */}
      <FormControl fullWidth error={invalid}>
        <FormLabel htmlFor={id} sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
          {label}
          {required && (
            <Typography component="span" variant="caption" color="text.secondary" className="kravs">
              {' '}
              (måste fyllas i)
            </Typography>
          )}
        </FormLabel>
        {control}
      </FormControl>
      {messages}
    </Falt>
  );
}

/** One field's place in the form: a little space above and below. */
function Falt({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Box className={`falt${className ? ` ${className}` : ''}`} sx={{ my: 1.5 }}>
      {children}
    </Box>
  );
}

interface ObjectProps {
  schema: JsonSchema;
  base: string;
  path: Path;
  value: unknown;
  legend?: string;
  /** Properties shown elsewhere (a page's blocks have their own list). */
  skip?: readonly string[];
  /** For an optional group: removes it from the page. */
  onRemove?: () => void;
}

/** A group of fields in schema order, then any field the schema does not know, with its problem. */
export function ObjectFields({ schema, base, path, value, legend, skip = [], onRemove }: ObjectProps) {
  const { schemas, problems, todos, change } = useEditor();
  const data = (value ?? {}) as Record<string, unknown>;
  const properties = Object.entries(schema.properties ?? {}).filter(([key]) => !skip.includes(key));
  const unknown = Object.keys(data).filter((key) => !(key in (schema.properties ?? {})) && !skip.includes(key));
  const pointer = pointerOf(path);
  const id = fieldId(pointer);
  // A fixed field (a block's type) has no control: its problems are the group's.
  const fixed = properties.filter(([, sub]) => resolve(schemas, sub, base).schema.const !== undefined).map(([key]) => pointerOf([...path, key]));
  const own = problems.filter((p) => p.pointer === pointer || fixed.includes(p.pointer));
  const todo = todos.get(pointer);
  const body = (
    <>
      {(own.length > 0 || todo) && <FieldMessages id={id} problems={own} todo={todo} />}
      {properties.map(([key, sub]) => (
        <Field
          key={key}
          schema={sub}
          base={base}
          path={[...path, key]}
          value={data[key]}
          fallbackLabel={key}
          required={(schema.required ?? []).includes(key)}
        />
      ))}
      {unknown.map((key) => {
        const unknownId = fieldId(pointerOf([...path, key]));
        const its = problemsAt(problems, pointerOf([...path, key]));
        return (
          <Box className="falt okant" key={key} sx={{ my: 1.5, '& code': { wordBreak: 'break-all' } }}>
            <Typography id={`${unknownId}-namn`}>
              Okänt fält <code>{key}</code>: <code>{JSON.stringify(data[key])}</code>
            </Typography>
            <FieldMessages id={unknownId} problems={its} />
            <Button
              variant="outlined"
              size="small"
              aria-describedby={`${unknownId}-namn ${unknownId}-problem`}
              onClick={() => change([...path, key], undefined)}
            >
              Ta bort fältet {key}
            </Button>
          </Box>
        );
      })}
    </>
  );
  if (!legend) return body;
  return (
    <Group className="grupp" legend={legend} invalid={own.length > 0}>
      {schema.description && <Help>{schema.description}</Help>}
      {body}
      {onRemove && (
        <Button variant="outlined" size="small" onClick={onRemove}>
          Ta bort {legend.toLowerCase()}
        </Button>
      )}
    </Group>
  );
}
