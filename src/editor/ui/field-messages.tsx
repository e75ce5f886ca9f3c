/**
 * A field's help, its problems (the validator's own Swedish words: message — hint) and its
 * to-do from the city template. Returns the ids the field's control names in aria-describedby.
 * None of them is a live region: the save status counts the problems (page-editor.tsx).
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Problem } from '~/src/content/problem';
import { colors } from '~/src/theme';
import type { LocalMarker } from './api';
import { CodeLink } from './code-link';

export function describedBy(id: string, help: string | undefined, problems: readonly Problem[], todo: LocalMarker | undefined): string | undefined {
  const ids = [help ? `${id}-hjalp` : '', problems.length > 0 ? `${id}-problem` : '', todo ? `${id}-att-gora` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Said after the label of a field that must be filled in, in words rather than an asterisk. */
export function RequiredMark() {
  return (
    <Typography component="span" variant="caption" color="text.secondary" className="kravs">
      {' '}
      (måste fyllas i)
    </Typography>
  );
}

/** A field's help text: small and muted under its control. */
export function Help({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <Typography variant="caption" component="p" color="text.secondary" id={id} sx={{ my: 0.5 }}>
      {children}
    </Typography>
  );
}

export function FieldMessages({ id, help, problems, todo }: { id: string; help?: string; problems: readonly Problem[]; todo?: LocalMarker }) {
  return (
    <>
      {help && <Help id={`${id}-hjalp`}>{help}</Help>}
      {todo && (
        <Box
          component="p"
          className="att-gora"
          id={`${id}-att-gora`}
          sx={{ my: 0.5, px: 1, py: 0.5, bgcolor: 'warning.light', borderLeft: 4, borderColor: 'warning.main' }}
        >
          <Chip size="small" label="Att göra" sx={{ mr: 1, fontWeight: 600 }} /> {todo.instruction}
        </Box>
      )}
      {problems.length > 0 && (
        <Box
          component="ul"
          className="problem"
          id={`${id}-problem`}
          sx={{ my: 0.5, px: 1, py: 0.5, listStyle: 'none', bgcolor: colors.errorTint, borderLeft: 4, borderColor: 'error.main' }}
        >
          {problems.map((p, i) => (
            <Typography component="li" variant="body2" key={i} className={p.severity === 'error' ? 'fel' : 'varning'}>
              {p.severity === 'warning' && <strong>Varning: </strong>}
              {p.message} — {p.hint} <CodeLink code={p.code} />
            </Typography>
          ))}
        </Box>
      )}
    </>
  );
}
