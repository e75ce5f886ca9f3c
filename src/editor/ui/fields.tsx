/**
 * The form of any value, generated from its schema: text, number, yes/no, choice, icon, group of
 * fields and list. Labels are the schema's `x-etikett` (a choice's values: `x-etiketter`), help its
 * `description`; a problem whose
 * pointer names the field is shown on it with aria-invalid and aria-describedby.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ArrayField } from './array-field';
import { Group } from './tools';
import { fieldId, pointerOf, type Path } from './data-path';
import { problemsAt, useEditor } from './editor-context';
import { FieldMessages, Help } from './field-messages';
import { emptyValue, kindOf, labelOf, resolve, type JsonSchema } from './schema';
import { Falt, ValueField } from './value-field';

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
  const { schemas, change } = useEditor();
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

  return <ValueField schema={schema} kind={kind} path={path} value={value} label={labelOf(schema, fallbackLabel)} required={required} />;
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
