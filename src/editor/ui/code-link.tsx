/**
 * A problem's code, linked to its section of the Swedish error reference (docs/felkoder.md as a
 * page, src/editor/publish/felkoder-page.ts, docs/decisions.md 91 and 109): served by the dev server at
 * /redigera/felkoder and by the production server at /konto/redigera/felkoder — the host names
 * where (EditorHost.felkoder). Opens beside the editor, so nothing typed is left.
 */
import Link from '@mui/material/Link';
import { useHost } from './host';

export const felkoderPath = '/redigera/felkoder';

/** The address of a code's section; its anchor is the one GitHub gives the heading `### C301`. */
export const codeHref = (code: string, page = felkoderPath) => `${page}#${code.toLowerCase()}`;

export function CodeLink({ code }: { code: string }) {
  const host = useHost();
  return (
    <Link className="kod" href={codeHref(code, host.felkoder)} target="_blank" rel="noopener" title="Vad koden betyder och vad ni gör" color="text.secondary">
      [{code}]
    </Link>
  );
}
