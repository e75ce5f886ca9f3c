/**
 * One block in the page's block list (src/editor/ui/block-list.tsx): its name and heading as the
 * button that opens it, its counts of problems and "att göra", its tools, and its form when open.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { colors } from '~/src/theme';
import { pointerOf, type Path } from './data-path';
import { problemsWithin, useEditor } from './editor-context';
import { ObjectFields } from './fields';
import { Hidden, Tools } from './tools';
import type { BlockType } from './schema';
import { UnknownBlock } from './unknown-block';

const path: Path = ['blocks'];

function summaryOf(block: Record<string, unknown>): string {
  const text = [block.heading, block.title, block.quote, block.badge].find((v) => typeof v === 'string' && v.trim());
  return typeof text === 'string' ? text : '';
}

interface RowProps {
  blocks: readonly Record<string, unknown>[];
  /** The row's block, `blocks[index]`. */
  block: Record<string, unknown>;
  index: number;
  types: readonly BlockType[];
  isOpen: boolean;
  onToggle: () => void;
  move: (from: number, to: number) => void;
  /** Changes the list, then focuses the element of `focus` and opens the block at `openIndex`. */
  set: (next: unknown[], focus?: string, openIndex?: number) => void;
}

export function BlockRow({ blocks, block, index: i, types, isOpen, onToggle, move, set }: RowProps) {
  const type: BlockType | undefined = types.find((t) => t.type === block.type);
  const name = `${i + 1}. ${type?.label ?? String(block.type)}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      className={`block${isOpen ? ' oppet' : ''}`}
      id={`block-${i}`}
      sx={{ my: 1, p: 1, borderColor: isOpen ? 'primary.main' : 'divider' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
        <Button
          className="block-namn"
          id={`block-${i}-oppna`}
          aria-expanded={isOpen}
          aria-controls={`block-${i}-form`}
          onClick={onToggle}
          sx={{ flex: '1 1 12rem', justifyContent: 'flex-start', textAlign: 'left', color: 'text.primary' }}
        >
          <span>{name}</span>&nbsp;
          <Typography component="span" color="text.secondary" sx={{ fontWeight: 'normal' }}>
            {summaryOf(block)}
          </Typography>
        </Button>
        <BlockCounts index={i} />
        <BlockTools blocks={blocks} index={i} name={name} move={move} set={set} />
      </Box>
      {isOpen && (
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
}

/** How many problems and template texts the block holds, so a collapsed block still shows them. */
function BlockCounts({ index: i }: { index: number }) {
  const { problems, todos } = useEditor();
  const inside = problemsWithin(problems, pointerOf([...path, i]));
  const errors = inside.filter((p) => p.severity === 'error').length;
  const todoCount = [...todos.keys()].filter((p) => p.startsWith(`/blocks/${i}/`)).length;
  return (
    <>
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
    </>
  );
}

function BlockTools({ blocks, index: i, name, move, set }: Pick<RowProps, 'blocks' | 'index' | 'move' | 'set'> & { name: string }) {
  const duplicate = () => set([...blocks.slice(0, i + 1), structuredClone(blocks[i]), ...blocks.slice(i + 1)], `block-${i + 1}-oppna`, i + 1);
  const remove = () =>
    set(
      blocks.filter((_, j) => j !== i),
      `block-${Math.max(0, i - 1)}-oppna`,
      undefined,
    );
  return (
    <Tools label={`Block ${name}`}>
      <Button size="small" variant="outlined" id={`block-${i}-upp`} disabled={i === 0} onClick={() => move(i, i - 1)}>
        Upp<Hidden> med block {name}</Hidden>
      </Button>
      <Button size="small" variant="outlined" id={`block-${i}-ned`} disabled={i === blocks.length - 1} onClick={() => move(i, i + 1)}>
        Ned<Hidden> med block {name}</Hidden>
      </Button>
      <Button size="small" variant="outlined" id={`block-${i}-kopiera`} onClick={duplicate}>
        Duplicera<Hidden> block {name}</Hidden>
      </Button>
      <Button size="small" variant="outlined" id={`block-${i}-ta-bort`} onClick={remove}>
        Ta bort<Hidden> block {name}</Hidden>
      </Button>
    </Tools>
  );
}
