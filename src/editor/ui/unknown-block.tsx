/** A block whose type the schemas do not know (a typo in the file): choose the type it should be. */
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
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
      <FormControl className="falt" fullWidth error={own.length > 0} sx={{ my: 1.5 }}>
        <FormLabel htmlFor={id} sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
          Blocktyp
        </FormLabel>
        <NativeSelect
          id={id}
          value={String(block.type)}
          input={<OutlinedInput size="small" />}
          inputProps={{ 'aria-invalid': own.length > 0 || undefined, 'aria-describedby': describedBy(id, undefined, own, undefined) }}
          onChange={(e) => change(['blocks', index, 'type'], e.target.value)}
        >
          <option value={String(block.type)}>{String(block.type)} (okänd)</option>
          {types.map((t) => (
            <option key={t.type} value={t.type}>
              {t.label}
            </option>
          ))}
        </NativeSelect>
        <FieldMessages id={id} problems={own} />
      </FormControl>
      <ObjectFields schema={{ properties: {} }} base="page.schema.json" path={['blocks', index]} value={block} skip={['type']} />
    </>
  );
}
