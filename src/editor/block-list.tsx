/**
 * The page's blocks in order: each collapsed to its name, heading and number of problems, one
 * open at a time with its form (so typing renders one block's fields, not the whole page's).
 * Add, duplicate, remove and move by mouse or keyboard; focus follows a moved block.
 */
import { useEffect, useRef, useState } from 'react';
import { pointerOf, type Path } from './data-path';
import { problemsWithin, useEditor } from './editor-context';
import { ObjectFields } from './fields';
import { moveItem } from './move-item';
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

  return (
    <section aria-labelledby="block-rubrik" className="block-lista">
      <h2 id="block-rubrik">Block</h2>
      <ol>
        {blocks.map((block, i) => {
          const type: BlockType | undefined = types.find((t) => t.type === block.type);
          const inside = problemsWithin(problems, pointerOf([...path, i]));
          const errors = inside.filter((p) => p.severity === 'error').length;
          const todoCount = [...todos.keys()].filter((p) => p.startsWith(`/blocks/${i}/`)).length;
          const name = `${i + 1}. ${type?.label ?? String(block.type)}`;
          return (
            <li key={i} className={`block${open === i ? ' oppet' : ''}`} id={`block-${i}`}>
              <div className="block-huvud">
                <button
                  type="button"
                  className="block-namn"
                  id={`block-${i}-oppna`}
                  aria-expanded={open === i}
                  aria-controls={`block-${i}-form`}
                  onClick={() => setOpen(open === i ? undefined : i)}
                >
                  <span>{name}</span> <span className="sammanfattning">{summaryOf(block)}</span>
                </button>
                {inside.length > 0 && (
                  <span className={`antal ${errors > 0 ? 'fel' : 'varning'}`}>{errors > 0 ? `${errors} fel` : `${inside.length} varn.`}</span>
                )}
                {todoCount > 0 && <span className="antal att-gora">{todoCount} att göra</span>}
                <div className="verktyg" role="group" aria-label={`Block ${name}`}>
                  <button type="button" id={`block-${i}-upp`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    Upp<span className="dold"> med block {name}</span>
                  </button>
                  <button type="button" id={`block-${i}-ned`} disabled={i === blocks.length - 1} onClick={() => move(i, i + 1)}>
                    Ned<span className="dold"> med block {name}</span>
                  </button>
                  <button
                    type="button"
                    id={`block-${i}-kopiera`}
                    onClick={() => set([...blocks.slice(0, i + 1), structuredClone(block), ...blocks.slice(i + 1)], `block-${i + 1}-oppna`, i + 1)}
                  >
                    Duplicera<span className="dold"> block {name}</span>
                  </button>
                  <button
                    type="button"
                    id={`block-${i}-ta-bort`}
                    onClick={() =>
                      set(
                        blocks.filter((_, j) => j !== i),
                        `block-${Math.max(0, i - 1)}-oppna`,
                        undefined,
                      )
                    }
                  >
                    Ta bort<span className="dold"> block {name}</span>
                  </button>
                </div>
              </div>
              {open === i && (
                <div className="block-form" id={`block-${i}-form`}>
                  {type ? (
                    <ObjectFields schema={type.schema} base={type.base} path={[...path, i]} value={block} />
                  ) : (
                    <UnknownBlock index={i} block={block} types={types} />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <div className="lagg-till">
        <label htmlFor="ny-blocktyp">Nytt block</label>
        <select id="ny-blocktyp" value={newType} onChange={(e) => setNewType(e.target.value)}>
          {types.map((t) => (
            <option key={t.type} value={t.type}>
              {t.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => {
            const type = types.find((t) => t.type === newType)!;
            const at = open === undefined ? blocks.length : open + 1;
            set([...blocks.slice(0, at), emptyValue(schemas, type.schema, type.base), ...blocks.slice(at)], `block-${at}-oppna`, at);
          }}
        >
          Lägg till block
        </button>
        <p className="hjalp">{types.find((t) => t.type === newType)?.description}</p>
      </div>
    </section>
  );
}
