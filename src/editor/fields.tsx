/**
 * The form of any value, generated from its schema: text, number, yes/no, choice, icon, group of
 * fields and list. Labels are the schema's `x-etikett` (a choice's values: `x-etiketter`), help its
 * `description`; a problem whose
 * pointer names the field is shown on it with aria-invalid and aria-describedby.
 */
import { ArrayField } from './array-field';
import { fieldId, pointerOf, type Path } from './data-path';
import { problemsAt, useEditor } from './editor-context';
import { describedBy, FieldMessages } from './field-messages';
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
        <div className="falt">
          <button type="button" onClick={() => change(path, emptyValue(schemas, schema, base))}>
            Lägg till {legend.toLowerCase()}
          </button>
          {schema.description && <p className="hjalp">{schema.description}</p>}
        </div>
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
  const aria = { 'aria-describedby': describedBy(id, help, own, todo), 'aria-invalid': own.some((p) => p.severity === 'error') || undefined };
  // An optional field left empty is removed from the file rather than saved as an empty text.
  const set = (next: unknown) => change(path, next === '' && !required ? undefined : next);
  const messages = <FieldMessages id={id} help={help} problems={own} todo={todo} />;

  if (schema.enum && schema.enum.every((name) => typeof name === 'string' && name in icons)) {
    return (
      <div className={`falt${todo ? ' har-att-gora' : ''}`}>
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
      </div>
    );
  }
  // An image of bilder/ (schema/defs.schema.json "image"): chosen or uploaded with its alt text beside it.
  if (kind === 'string' && (schema as { pattern?: string }).pattern?.startsWith('^bilder/') && typeof path.at(-1) === 'string') {
    const altPath = [...path.slice(0, -1), `${String(path.at(-1))}Alt`];
    return (
      <div className={`falt${todo ? ' har-att-gora' : ''}`}>
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
      </div>
    );
  }
  if (kind === 'boolean') {
    return (
      <div className="falt falt-val">
        <input type="checkbox" id={id} checked={(value ?? schema.default ?? false) === true} onChange={(e) => change(path, e.target.checked)} {...aria} />
        <label htmlFor={id}>{label}</label>
        {messages}
      </div>
    );
  }
  let control;
  if (schema.enum) {
    control = (
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => set(e.target.value === '' ? '' : schema.enum!.find((v) => String(v) === e.target.value))}
        {...aria}
      >
        {(!required || value === undefined) && <option value="">(inget valt)</option>}
        {schema.enum.map((v) => (
          <option key={String(v)} value={String(v)}>
            {valueLabel(schema, v)}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'integer' || kind === 'number') {
    control = (
      <input
        id={id}
        type="number"
        value={value === undefined ? '' : String(value)}
        min={schema.minimum}
        max={schema.maximum}
        onChange={(e) => set(e.target.value === '' ? '' : Number(e.target.value))}
        {...aria}
      />
    );
  } else if ((schema.maxLength ?? 0) > 300) {
    control = (
      <textarea
        id={id}
        value={value === undefined ? '' : String(value)}
        rows={Math.min(8, 2 + Math.ceil(String(value ?? '').length / 90))}
        onChange={(e) => set(e.target.value)}
        {...aria}
      />
    );
  } else {
    control = <input id={id} type="text" value={value === undefined || value === null ? '' : String(value)} onChange={(e) => set(e.target.value)} {...aria} />;
  }
  return (
    <div className={`falt${todo ? ' har-att-gora' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span className="kravs"> (måste fyllas i)</span>}
      </label>
      {control}
      {messages}
    </div>
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
          <div className="falt okant" key={key}>
            <p id={`${unknownId}-namn`}>
              Okänt fält <code>{key}</code>: <code>{JSON.stringify(data[key])}</code>
            </p>
            <FieldMessages id={unknownId} problems={its} />
            <button type="button" aria-describedby={`${unknownId}-namn ${unknownId}-problem`} onClick={() => change([...path, key], undefined)}>
              Ta bort fältet {key}
            </button>
          </div>
        );
      })}
    </>
  );
  if (!legend) return body;
  return (
    <fieldset className="grupp" aria-invalid={own.length > 0 || undefined}>
      <legend>{legend}</legend>
      {schema.description && <p className="hjalp">{schema.description}</p>}
      {body}
      {onRemove && (
        <button type="button" onClick={onRemove}>
          Ta bort {legend.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
