/**
 * The page's blocks in order: each collapsed to its name, heading and number of problems, one
 * open at a time with its form (so typing renders one block's fields, not the whole page's).
 * Add, duplicate, remove and move by mouse or keyboard; focus follows a moved block.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { colors } from '../theme';
import { pointerOf, type Path } from './data-path';
import { problemsAt, problemsWithin, useEditor } from './editor-context';
import { FieldMessages } from './field-messages';
import { Help } from './field-messages';
import { ObjectFields } from './fields';
import { moveItem } from './move-item';
import { Hidden, Tools } from './tools';
import { blockTypes, emptyValue, type BlockType } from './schema';
import { UnknownBlock } from './unknown-block';

interface Props {
  blocks: readonly Record<string, unknown>[];
  open: number | undefined;
  setOpen: (index: number | undefined) => void;
}

const path: Path = ['blocks'];

function summaryOf(block: Record<string, unknown>): string {
  const text = [block.heading, block.title, block.quote, block.badge].find((v) => typeof v === 'string' && v.trim());
  return typeof text === 'string' ? text : '';
}

export function BlockList({ blocks, open, setOpen }: Props) {
  const { schemas, problems, todos, change } = useEditor();
  const types = blockTypes(schemas);
  const [newType, setNewType] = useState(types[0]?.type ?? '');
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

  const chosen = types.find((t) => t.type === newType);
  const listProblems = problemsAt(problems, pointerOf(path));
  return (
    <section aria-labelledby="block-rubrik" className="block-lista">
      <Typography variant="h2" id="block-rubrik" sx={{ mt: 3 }}>
        Block
      </Typography>
      {/* What is wrong with the list as a whole (no hero, two heroes) belongs to no one block. */}
      {listProblems.length > 0 && <FieldMessages id="blocken" problems={listProblems} />}
      <Box component="ol" sx={{ p: 0, listStyle: 'none' }}>
        {blocks.map((block, i) => {
          const type: BlockType | undefined = types.find((t) => t.type === block.type);
          const inside = problemsWithin(problems, pointerOf([...path, i]));
          const errors = inside.filter((p) => p.severity === 'error').length;
          const todoCount = [...todos.keys()].filter((p) => p.startsWith(`/blocks/${i}/`)).length;
          const name = `${i + 1}. ${type?.label ?? String(block.type)}`;
          return (
            <Paper
              component="li"
              variant="outlined"
              key={i}
              className={`block${open === i ? ' oppet' : ''}`}
              id={`block-${i}`}
              sx={{ my: 1, p: 1, borderColor: open === i ? 'primary.main' : 'divider' }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
                <Button
                  className="block-namn"
                  id={`block-${i}-oppna`}
                  aria-expanded={open === i}
                  aria-controls={`block-${i}-form`}
                  onClick={() => setOpen(open === i ? undefined : i)}
                  sx={{ flex: '1 1 12rem', justifyContent: 'flex-start', textAlign: 'left', color: 'text.primary' }}
                >
                  <span>{name}</span>&nbsp;
                  <Typography component="span" color="text.secondary" sx={{ fontWeight: 'normal' }}>
                    {summaryOf(block)}
                  </Typography>
                </Button>
                {inside.length > 0 && (
                  <Chip
                    size="small"
                    className={`antal ${errors > 0 ? 'fel' : 'varning'}`}
                    label={errors > 0 ? `${errors} fel` : `${inside.length} varn.`}
                    sx={errors > 0 ? { bgcolor: colors.errorTint, color: 'error.main', fontWeight: 600 } : { fontWeight: 600 }}
                  />
                )}
                {todoCount > 0 && (
                  <Chip
                    size="small"
                    className="antal att-gora"
                    label={`${todoCount} att göra`}
                    sx={{ bgcolor: 'warning.light', color: 'warning.dark', fontWeight: 600 }}
                  />
                )}
                <Tools label={`Block ${name}`}>
                  <Button size="small" variant="outlined" id={`block-${i}-upp`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    Upp<Hidden> med block {name}</Hidden>
                  </Button>
                  <Button size="small" variant="outlined" id={`block-${i}-ned`} disabled={i === blocks.length - 1} onClick={() => move(i, i + 1)}>
                    Ned<Hidden> med block {name}</Hidden>
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    id={`block-${i}-kopiera`}
                    onClick={() => set([...blocks.slice(0, i + 1), structuredClone(block), ...blocks.slice(i + 1)], `block-${i + 1}-oppna`, i + 1)}
                  >
                    Duplicera<Hidden> block {name}</Hidden>
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    id={`block-${i}-ta-bort`}
                    onClick={() =>
                      set(
                        blocks.filter((_, j) => j !== i),
                        `block-${Math.max(0, i - 1)}-oppna`,
                        undefined,
                      )
                    }
                  >
                    Ta bort<Hidden> block {name}</Hidden>
                  </Button>
                </Tools>
              </Box>
              {open === i && (
                <div className="block-form" id={`block-${i}-form`}>
                  {type ? (
                    <ObjectFields schema={type.schema} base={type.base} path={[...path, i]} value={block} />
                  ) : (
                    <UnknownBlock index={i} block={block} types={types} />
                  )}
                </div>
              )}
            </Paper>
          );
        })}
      </Box>
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
            const at = open === undefined ? blocks.length : open + 1;
            set([...blocks.slice(0, at), emptyValue(schemas, type.schema, type.base), ...blocks.slice(at)], `block-${at}-oppna`, at);
          }}
        >
          Lägg till block
        </Button>
      </Box>
      <Help id="ny-blocktyp-hjalp">{chosen?.description}</Help>
    </section>
  );
}
