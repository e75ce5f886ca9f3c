import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { draft, schemas as editorSchemas } from '~/src/editor/server/editor-api';
import { BlockList } from '~/src/editor/ui/block-list';
import { EditorContext } from '~/src/editor/ui/editor-context';
import type { Schemas } from '~/src/editor/ui/schema';
import { escapeHtml } from '~/src/shared/escape-html';
import { projectRoot } from './content-copy';

const schemas = (await editorSchemas(projectRoot)) as Schemas;

/** The block list as the editor shows it for `blocks`, with the validator's problems of that draft. */
async function blockListOf(file: string, blocks: Record<string, unknown>[]) {
  const data = { ...(parse(readFileSync(path.join(projectRoot, file), 'utf8')) as object), blocks };
  const { problems } = await draft(projectRoot, file, data);
  const html = renderToStaticMarkup(
    <EditorContext.Provider value={{ schemas, icons: {}, problems, todos: new Map(), change: () => undefined }}>
      <BlockList blocks={blocks} open={undefined} setOpen={() => undefined} />
    </EditorContext.Provider>,
  );
  return { problems, html };
}

describe('the block list shows what is wrong with the list as a whole', () => {
  it('a page without a hero: the validator’s problem on the list, under its heading', async () => {
    const file = 'pages/faq.yaml';
    const { blocks } = parse(readFileSync(path.join(projectRoot, file), 'utf8')) as { blocks: Record<string, unknown>[] };
    const { problems, html } = await blockListOf(
      file,
      blocks.filter((block) => block.type !== 'hero'),
    );
    const onList = problems.filter((p) => p.pointer === '/blocks');
    expect(onList.map((p) => p.code)).toContain('C403');
    const shown = html.slice(html.indexOf('id="block-rubrik"'));
    for (const problem of onList) expect(shown).toContain(escapeHtml(problem.message));
    expect(shown).toContain('id="blocken-problem"');
  });

  it('a page in order shows no list problem', async () => {
    const file = 'pages/faq.yaml';
    const { blocks } = parse(readFileSync(path.join(projectRoot, file), 'utf8')) as { blocks: Record<string, unknown>[] };
    const { problems, html } = await blockListOf(file, blocks);
    expect(problems.filter((p) => p.pointer === '/blocks')).toEqual([]);
    expect(html).not.toContain('blocken-problem');
  });
});
