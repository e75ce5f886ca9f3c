/**
 * A prerendered page with a declared slot (src/lead-form/contract.ts `answerSlot`): the site's
 * real layout, head, styles and scripts, made by the build with the real renderer. The server
 * never parses or edits it: it is split once at the slot, and each answer is the first half, the
 * server's own escaped markup, and the second half.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { answerSlot, hooks } from '../src/lead-form/contract';

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
