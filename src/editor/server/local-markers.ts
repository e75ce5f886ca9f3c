/**
 * The `# SKRIV LOKALT:` comments of a city template, as to-dos on the fields they stand above
 * (docs/lagg-till-en-stad.md). A to-do is done once the field no longer holds the template's
 * text, so it survives a save and a reload without the comment having to be deleted.
 */
import { isMap, isScalar, isSeq, parse, parseDocument, type Node } from 'yaml';
import { toPointer } from '~/src/content/problem';

export interface LocalMarker {
  /** The field the comment stands above, as a JSON Pointer. */
  pointer: string;
  instruction: string;
  /** The template's value of the field: the to-do is open while the field still holds it. */
  template: unknown;
}

const marker = /^\s*SKRIV LOKALT:\s*/;

function instructionOf(comment: string | null | undefined): string | undefined {
  const lines = (comment ?? '').split('\n');
  const start = lines.findIndex((l) => marker.test(l));
  if (start === -1) return undefined;
  return lines
    .slice(start)
    .map((l) => l.trim())
    .join(' ')
    .replace(marker, '')
    .trim();
}

function collect(node: Node | null | undefined, path: (string | number)[], found: { pointer: string; instruction: string }[]) {
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isScalar(pair.key)) continue;
      const at = [...path, String(pair.key.value)];
      const instruction = instructionOf(pair.key.commentBefore);
      if (instruction) found.push({ pointer: toPointer(at), instruction });
      collect(pair.value as Node | null, at, found);
    }
  } else if (isSeq(node)) {
    // A comment above a list's first item is stored on the list, above a later item on the item.
    node.items.forEach((item, i) => {
      const instruction = instructionOf((item as Node).commentBefore ?? (i === 0 ? node.commentBefore : undefined));
      if (instruction) found.push({ pointer: toPointer([...path, i]), instruction });
      collect(item as Node, [...path, i], found);
    });
  }
}

function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], data);
}

/** The markers in `text`, each with its field's value in `template` (the filled-in template). */
export function localMarkers(text: string, template: string | undefined): LocalMarker[] {
  const found: { pointer: string; instruction: string }[] = [];
  collect(parseDocument(text).contents as Node | null, [], found);
  const templateData: unknown = template === undefined ? parse(text) : parse(template);
  return found.map((m) => ({ ...m, template: valueAt(templateData, m.pointer) }));
}
