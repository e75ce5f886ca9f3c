/**
 * The page's blocks in order: each collapsed to its name, heading and number of problems, one
 * open at a time with its form (so typing renders one block's fields, not the whole page's).
 * Add, duplicate, remove and move by mouse or keyboard; focus follows a moved block.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { pointerOf, type Path } from './data-path';
import { problemsAt, useEditor } from './editor-context';
import { FieldMessages } from './field-messages';
import { Help } from './field-messages';
import { moveItem } from './move-item';
import { BlockRow } from './block-row';
import { blockTypes, emptyValue, type BlockType } from './schema';

interface Props {
  blocks: readonly Record<string, unknown>[];
  open: number | undefined;
  setOpen: (index: number | undefined) => void;
}

const path: Path = ['blocks'];

export function BlockList({ blocks, open, setOpen }: Props) {
  const { schemas, problems, change } = useEditor();
  const types = blockTypes(schemas);
  const focusNext = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  const set = (next: unknown[], focus?: string, openIndex?: number) => {
    focusNext.current = focus;
    change(path, next);
    setOpen(openIndex);
  };
  // Focus stays on the button pressed, unless the block reached the end where that button is disabled.
  const move = (from: number, to: number) => {
    const last = to === 0 || to === blocks.length - 1;
    const action = to < from ? (last && to === 0 ? 'ned' : 'upp') : last ? 'upp' : 'ned';
    set(moveItem(blocks, from, to), `block-${to}-${action}`, open === from ? to : open);
  };
  const add = (block: unknown) => {
    const at = open === undefined ? blocks.length : open + 1;
    set([...blocks.slice(0, at), block, ...blocks.slice(at)], `block-${at}-oppna`, at);
  };

  const listProblems = problemsAt(problems, pointerOf(path));
  return (
    <section aria-labelledby="block-rubrik" className="block-lista">
      <Typography variant="h2" id="block-rubrik" sx={{ mt: 3 }}>
        Block
      </Typography>
      {/* What is wrong with the list as a whole (no hero, two heroes) belongs to no one block. */}
      {listProblems.length > 0 && <FieldMessages id="blocken" problems={listProblems} />}
      <Box component="ol" sx={{ p: 0, listStyle: 'none' }}>
        {blocks.map((block, i) => (
          <BlockRow
            key={i}
            blocks={blocks}
            block={block}
            index={i}
            types={types}
            isOpen={open === i}
            onToggle={() => setOpen(open === i ? undefined : i)}
            move={move}
            set={set}
          />
        ))}
      </Box>
      <AddBlock types={types} add={add} />
    </section>
  );
}

/** Adds a block of the chosen type after the open one (at the end when none is open), and opens it. */
function AddBlock({ types, add }: { types: readonly BlockType[]; add: (block: unknown) => void }) {
  const { schemas } = useEditor();
  const [newType, setNewType] = useState(types[0]?.type ?? '');
  const chosen = types.find((t) => t.type === newType);
  return (
    <>
      <Box className="lagg-till" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end' }}>
        <FormControl sx={{ flex: '1 1 14rem' }}>
          <FormLabel htmlFor="ny-blocktyp" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
            Nytt block
          </FormLabel>
          <NativeSelect
            id="ny-blocktyp"
            value={newType}
            onChange={(e) => setNewType(e.target.value)}
            input={<OutlinedInput size="small" />}
            inputProps={{ 'aria-describedby': 'ny-blocktyp-hjalp' }}
          >
            {types.map((t) => (
              <option key={t.type} value={t.type}>
                {t.label}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <Button
          variant="contained"
          onClick={() => {
            const type = types.find((t) => t.type === newType)!;
            add(emptyValue(schemas, type.schema, type.base));
          }}
        >
          Lägg till block
        </Button>
      </Box>
      <Help id="ny-blocktyp-hjalp">{chosen?.description}</Help>
    </>
  );
}
