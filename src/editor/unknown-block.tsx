/** A block whose type the schemas do not know (a typo in the file): choose the type it should be. */
import { fieldId, pointerOf } from './data-path';
import { problemsAt, useEditor } from './editor-context';
import { describedBy, FieldMessages } from './field-messages';
import { ObjectFields } from './fields';
import type { BlockType } from './schema';

export function UnknownBlock({ index, block, types }: { index: number; block: Record<string, unknown>; types: readonly BlockType[] }) {
  const { problems, change } = useEditor();
  const pointer = pointerOf(['blocks', index, 'type']);
  const id = fieldId(pointer);
  const own = problemsAt(problems, pointer);
  return (
    <>
      <div className="falt">
        <label htmlFor={id}>Blocktyp</label>
        <select
          id={id}
          value={String(block.type)}
          aria-invalid={own.length > 0 || undefined}
          aria-describedby={describedBy(id, undefined, own, undefined)}
          onChange={(e) => change(['blocks', index, 'type'], e.target.value)}
        >
          <option value={String(block.type)}>{String(block.type)} (okänd)</option>
          {types.map((t) => (
            <option key={t.type} value={t.type}>
              {t.label}
            </option>
          ))}
        </select>
        <FieldMessages id={id} problems={own} />
      </div>
      <ObjectFields schema={{ properties: {} }} base="page.schema.json" path={['blocks', index]} value={block} skip={['type']} />
    </>
  );
}
