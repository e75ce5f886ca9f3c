/**
 * A problem's code, linked to its section of the Swedish error reference (docs/felkoder.md, served
 * by the dev server at /redigera/felkoder: scripts/editor/felkoder-page.ts, docs/decisions.md 91).
 * Opens beside the editor, so nothing typed is left.
 */
import Link from '@mui/material/Link';

export const felkoderPath = '/redigera/felkoder';

/** The address of a code's section; its anchor is the one GitHub gives the heading `### C301`. */
export const codeHref = (code: string) => `${felkoderPath}#${code.toLowerCase()}`;

export function CodeLink({ code }: { code: string }) {
  return (
    <Link className="kod" href={codeHref(code)} target="_blank" rel="noopener" title="Vad koden betyder och vad ni gör" color="text.secondary">
      [{code}]
    </Link>
  );
}
