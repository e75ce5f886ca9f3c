/**
 * The visually separate parts of the page editor (src/editor/ui/page-editor.tsx): the heading with
 * its way back, the save bar, the notice above the form, the page's own fields and the preview.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ObjectFields } from './fields';
import { Preview } from './preview';
import { resolve, type Schemas } from './schema';

interface HeadingProps {
  /** Where the page list is (the host's base). */
  back: string;
  /** Goes back to the list, after asking if edits are unsaved. */
  onLeave: () => void;
  title: string;
  route: string;
}

export function PageHeading({ back, onLeave, title, route }: HeadingProps) {
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        <Link href={back} onClick={(e) => (e.preventDefault(), onLeave())}>
          ← Alla sidor
        </Link>
      </Typography>
      <Typography variant="h1">
        {title}{' '}
        <Typography component="span" variant="body2" color="text.secondary" className="adress">
          {route}
        </Typography>
      </Typography>
    </>
  );
}

interface SaveBarProps {
  /** The host saves files (dev); without it, `children` are the host's own actions (Publicera). */
  saves: boolean;
  onSave: () => void;
  /** Saving waits while a refusal is shown: its notice offers the ways out. */
  blocked: boolean;
  dirty: boolean;
  status: string;
  errorCount: number;
  todoCount: number;
  children: ReactNode;
}

const saveBarSx = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1.5,
  alignItems: 'center',
  position: 'sticky',
  top: 0,
  zIndex: 1,
  bgcolor: 'background.default',
  py: 1,
} as const;

/** The save bar stays in view while the form scrolls; its status is the page's first live region. */
export function SaveBar({ saves, onSave, blocked, dirty, status, errorCount, todoCount, children }: SaveBarProps) {
  return (
    <Box className="spara" role="group" aria-label={saves ? 'Spara' : 'Publicera'} sx={saveBarSx}>
      {saves ? (
        <>
          <Button variant="contained" onClick={onSave} disabled={blocked}>
            Spara{dirty ? ' ändringarna' : ''}
          </Button>
          <Typography component="span" variant="caption" color="text.secondary">
            Ctrl+S sparar också.
          </Typography>
        </>
      ) : (
        children
      )}
      <Typography component="span" role="status" aria-live="polite" sx={{ fontWeight: errorCount > 0 ? 600 : undefined }}>
        {status || (dirty ? (saves ? 'Osparade ändringar.' : 'Opublicerade ändringar.') : '')} {errorCount > 0 ? `${errorCount} fel på sidan.` : 'Inga fel.'}
        {todoCount > 0 && ` ${todoCount} att göra.`}
      </Typography>
    </Box>
  );
}

/** Said once above the form; restored edits can be thrown away from it. */
export function OpeningNotice({ notice, offerDiscard, onDiscard }: { notice: string; offerDiscard?: boolean; onDiscard: () => void }) {
  return (
    <Alert
      severity="warning"
      role="status"
      className="notis"
      sx={{ my: 1 }}
      action={
        offerDiscard && (
          <Button color="inherit" size="small" onClick={onDiscard}>
            Släng mina ändringar
          </Button>
        )
      }
    >
      {notice}
    </Alert>
  );
}

/** The page's (or the site's) own fields; its blocks have their own list. */
export function PageFields({ kind, schemas, data }: { kind: string; schemas: Schemas; data: unknown }) {
  const schemaFile = kind === 'site' ? 'site.schema.json' : 'page.schema.json';
  const rootSchema = resolve(schemas, schemas[schemaFile]!, schemaFile).schema;
  return (
    <section aria-labelledby="uppgifter-rubrik">
      <Typography variant="h2" id="uppgifter-rubrik" sx={{ mt: 2 }}>
        {kind === 'site' ? 'Webbplatsens uppgifter' : 'Sidans uppgifter'}
      </Typography>
      <ObjectFields schema={rootSchema} base={schemaFile} path={[]} value={data} skip={['blocks']} />
    </section>
  );
}

export function PreviewPane({ note, html, title, onPick }: { note: string; html?: string; title: string; onPick: (block: number) => void }) {
  return (
    <div className="forhandsvisning-ruta">
      <h2 className="dold">Förhandsvisning</h2>
      {note && (
        <Alert severity="warning" role="note" sx={{ mb: 1 }}>
          {note}
        </Alert>
      )}
      <Preview html={html} title={`Förhandsvisning av ${title}`} onPick={onPick} />
    </div>
  );
}
