/**
 * Prerendered templates with declared slots, made by the build with the real renderer; the server
 * never parses or edits their HTML, it only fills what they declare:
 *
 *  - a page (src/lead-form/contract.ts `answerSlot`): the site's real layout, head, styles and
 *    scripts, split once at the slot; each answer is the first half, the answer's markup and the
 *    second half;
 *  - an answer inside it (src/lead-form/answer-slots.ts, docs/decisions.md 102): the form blocks'
 *    own markup with text slots (each value escaped here) and condition slots (the server picks one
 *    of two variants React rendered). A template whose slots are not exactly the ones the server
 *    fills — one missing, one unknown, a marker out of place — is refused when it is read, at the
 *    build and at start, never at a visitor's post.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { answerSlot, hooks } from '../src/lead-form/contract';
import { markerPattern, type DeclaredSlots, type SlotValues } from '../src/lead-form/answer-slots';
import { escapeHtml } from '../src/shared/escape-html';

export interface SlotTemplate {
  /** The page with `markup` (HTML the caller has escaped) in the slot. */
  fill(markup: string): string;
}

export function loadSlotTemplate(distDir: string, file: string): SlotTemplate {
  const full = path.join(distDir, file);
  let html: string;
  try {
    html = readFileSync(full, 'utf8');
  } catch {
    throw new Error(`${full} saknas — kör \`npm run build\` (den skapar lead-serverns svarssidor).`);
  }
  const parts = html.split(answerSlot);
  if (parts.length !== 2) throw new Error(`${full} ska innehålla ${answerSlot} exakt en gång — bygg om med \`npm run build\`.`);
  const [before, after] = parts as [string, string];
  return { fill: (markup) => `${before}<div ${hooks.slot}="">${markup}</div>${after}` };
}

type Part = string | { text: string } | { when: string; then: Part[]; otherwise: Part[] };

export interface SlotMarkup {
  /** The markup with every slot filled: texts escaped, each condition's variant chosen. */
  fill(values: SlotValues): string;
}

/** Reads a template's markers into parts, and checks that its slots are exactly `declared`; `where` names it in the error. */
export function compileSlotMarkup(template: string, declared: DeclaredSlots, where: string): SlotMarkup {
  const fail = (problem: string): never => {
    throw new Error(`Svarsmallen ${where}: ${problem} — bygg om med \`npm run build\`.`);
  };
  const root: Part[] = [];
  const open: { part: Extract<Part, { when: string }>; inOtherwise: boolean }[] = [];
  const current = () => {
    const top = open.at(-1);
    return top ? (top.inOtherwise ? top.part.otherwise : top.part.then) : root;
  };
  const seen = { texts: new Set<string>(), conditions: new Set<string>() };
  let at = 0;
  for (const match of template.matchAll(markerPattern)) {
    const [marker, kind, name = ''] = match;
    if (match.index > at) current().push(template.slice(at, match.index));
    at = match.index + marker.length;
    if (kind === '=') {
      seen.texts.add(name);
      current().push({ text: name });
    } else if (kind === '?') {
      seen.conditions.add(name);
      const part = { when: name, then: [], otherwise: [] };
      current().push(part);
      open.push({ part, inOtherwise: false });
    } else {
      const top = open.at(-1);
      if (!top || name !== '' || (kind === '|' && top.inOtherwise)) return fail(`${marker} står fel`);
      if (kind === '|') top.inOtherwise = true;
      else open.pop();
    }
  }
  const unclosed = open.at(-1);
  if (unclosed) fail(`villkoret ${unclosed.part.when} avslutas aldrig`);
  if (at < template.length) root.push(template.slice(at));
  for (const kind of ['texts', 'conditions'] as const) {
    const unknown = [...seen[kind]].filter((name) => !declared[kind].includes(name));
    const missing = declared[kind].filter((name) => !seen[kind].has(name));
    if (unknown.length > 0) fail(`okända platser ${unknown.join(', ')}`);
    if (missing.length > 0) fail(`platserna ${missing.join(', ')} saknas`);
  }

  const render = (parts: Part[], values: SlotValues): string =>
    parts
      .map((part) => {
        if (typeof part === 'string') return part;
        if ('text' in part) return escapeHtml(values.texts[part.text] ?? fail(`inget värde för ${part.text}`));
        return render((values.conditions[part.when] ?? fail(`inget värde för ${part.when}`)) ? part.then : part.otherwise, values);
      })
      .join('');
  return { fill: (values) => render(root, values) };
}
