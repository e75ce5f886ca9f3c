/** A list in the form: each item with move up, move down and remove; add at the end. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ComponentType } from 'react';
import { fieldId, pointerOf, type Path } from './data-path';
import { problemsAt, useEditor } from './editor-context';
import { FieldMessages } from './field-messages';
import { Group, Hidden, Tools } from './tools';
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
  const invalid = own.some((p) => p.severity === 'error');
  return (
    <Group className="lista" legend={label} invalid={invalid}>
      <FieldMessages id={id} help={schema.description} problems={own} />
      <Box component="ol" sx={{ p: 0, listStyle: 'none' }}>
        {items.map((item, i) => (
          <Box component="li" key={i} className="post" sx={{ borderTop: 1, borderColor: 'divider', borderTopStyle: 'dashed', pt: 0.5 }}>
            <Field schema={itemSchema} base={base} path={[...path, i]} value={item} fallbackLabel={`${itemLabel} ${i + 1}`} required />
            <Tools label={`${itemLabel} ${i + 1}`}>
              <Button size="small" variant="outlined" disabled={i === 0} onClick={() => set(moveItem(items, i, i - 1))}>
                Flytta upp <Hidden>{`${itemLabel.toLowerCase()} ${i + 1}`}</Hidden>
              </Button>
              <Button size="small" variant="outlined" disabled={i === items.length - 1} onClick={() => set(moveItem(items, i, i + 1))}>
                Flytta ned <Hidden>{`${itemLabel.toLowerCase()} ${i + 1}`}</Hidden>
              </Button>
              <Button size="small" variant="outlined" onClick={() => set(items.filter((_, j) => j !== i))}>
                Ta bort <Hidden>{`${itemLabel.toLowerCase()} ${i + 1}`}</Hidden>
              </Button>
            </Tools>
          </Box>
        ))}
      </Box>
      <Button size="small" variant="outlined" disabled={full} onClick={() => set([...items, emptyValue(schemas, itemSchema, base)])}>
        Lägg till {itemLabel.toLowerCase()} i {label.toLowerCase()}
      </Button>
    </Group>
  );
}
