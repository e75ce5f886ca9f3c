/** A list in the form: each item with move up, move down and remove; add at the end. */
import type { ComponentType } from 'react';
import { fieldId, pointerOf, type Path } from './data-path';
import { problemsAt, useEditor } from './editor-context';
import { FieldMessages } from './field-messages';
import { emptyValue, labelOf, resolve, type JsonSchema } from './schema';
import { moveItem } from './move-item';

interface Props {
  schema: JsonSchema;
  base: string;
  path: Path;
  value: unknown;
  label: string;
  /** The form of one item: the field renderer itself, passed in because a list's items are fields again. */
  Field: ComponentType<{ schema: JsonSchema; base: string; path: Path; value: unknown; fallbackLabel: string; required: boolean }>;
}

export function ArrayField({ schema, base, path, value, label, Field }: Props) {
  const { schemas, problems, change } = useEditor();
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  const itemLabel = labelOf(resolve(schemas, itemSchema, base).schema, 'Post');
  const pointer = pointerOf(path);
  const id = fieldId(pointer);
  const own = problemsAt(problems, pointer);
  const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
  const set = (next: unknown[]) => change(path, next);
  return (
    <fieldset className="lista" aria-invalid={own.some((p) => p.severity === 'error') || undefined}>
      <legend>{label}</legend>
      <FieldMessages id={id} help={schema.description} problems={own} />
      <ol>
        {items.map((item, i) => (
          <li key={i} className="post">
            <Field schema={itemSchema} base={base} path={[...path, i]} value={item} fallbackLabel={`${itemLabel} ${i + 1}`} required />
            <div className="verktyg" role="group" aria-label={`${itemLabel} ${i + 1}`}>
              <button type="button" disabled={i === 0} onClick={() => set(moveItem(items, i, i - 1))}>
                Flytta upp <span className="dold">{`${itemLabel.toLowerCase()} ${i + 1}`}</span>
              </button>
              <button type="button" disabled={i === items.length - 1} onClick={() => set(moveItem(items, i, i + 1))}>
                Flytta ned <span className="dold">{`${itemLabel.toLowerCase()} ${i + 1}`}</span>
              </button>
              <button type="button" onClick={() => set(items.filter((_, j) => j !== i))}>
                Ta bort <span className="dold">{`${itemLabel.toLowerCase()} ${i + 1}`}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" disabled={full} onClick={() => set([...items, emptyValue(schemas, itemSchema, base)])}>
        Lägg till {itemLabel.toLowerCase()} i {label.toLowerCase()}
      </button>
    </fieldset>
  );
}
