/**
 * A line diff as a table: each changed line marked with − or + in its own column and a word for
 * screen readers, not by colour alone; runs of unchanged lines are left out and counted. The dev
 * host compares with the file on disk and saves; the workspace, which has no `save`, compares with
 * the published version and publishes (docs/decisions.md 109).
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { colors } from '~/src/theme';
import type { Comparison } from './api';
import { Help } from './field-messages';
import { useHost } from './host';
import { Hidden } from './tools';

const marks = { same: { sign: '', word: '' }, removed: { sign: '−', word: 'Tas bort' }, added: { sign: '+', word: 'Läggs till' } };

/** The tint and the edge only repeat the − and + of the third column. */
const rowLook = {
  same: {},
  removed: { bgcolor: colors.errorTint, boxShadow: `inset 4px 0 0 ${colors.error}` },
  added: { bgcolor: `color-mix(in srgb, ${colors.success} 10%, ${colors.page})`, boxShadow: `inset 4px 0 0 ${colors.success}` },
};

const tableLook = {
  my: 1,
  '& caption': { captionSide: 'top', px: 0 },
  '& td': { verticalAlign: 'top', py: 0.25 },
  '& td:nth-of-type(-n + 2)': { color: 'text.secondary', whiteSpace: 'nowrap' },
  '& td:nth-of-type(3)': { fontWeight: 700 },
  '& code': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
} as const;

export function CompareTable({ file, hunks }: { file: string; hunks: Comparison['hunks'] }) {
  const saves = Boolean(useHost().save);
  if (hunks.length === 0)
    return (
      <Help>
        {saves
          ? 'Versionen här och filen på disken är likadana: att spara ändrar ingenting.'
          : 'Versionen här och den publicerade versionen är likadana: att publicera ändrar ingenting.'}
      </Help>
    );
  return (
    <Table size="small" className="jamforelse" sx={tableLook}>
      <caption>
        {saves
          ? `Så ändras ${file} om versionen här sparas: − rader som står i filen nu och försvinner, + rader som kommer från ändringarna här.`
          : `Så ändras ${file} om versionen här publiceras: − rader som står i den publicerade versionen och försvinner, + rader som kommer från ändringarna här.`}
      </caption>
      <TableHead>
        <TableRow>
          <TableCell>Rad nu</TableCell>
          <TableCell>Rad sedan</TableCell>
          <TableCell>Ändring</TableCell>
          <TableCell>Text</TableCell>
        </TableRow>
      </TableHead>
      {hunks.map((hunk, i) => (
        <HunkRows key={i} hunk={hunk} />
      ))}
    </Table>
  );
}

/** One run of changed lines, after the count of unchanged lines left out before it. */
function HunkRows({ hunk }: { hunk: Comparison['hunks'][number] }) {
  return (
    <TableBody>
      {hunk.skipped > 0 && (
        <TableRow className="hoppade">
          <TableCell colSpan={4} sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            … {hunk.skipped === 1 ? 'en oförändrad rad' : `${hunk.skipped} oförändrade rader`}
          </TableCell>
        </TableRow>
      )}
      {hunk.rows.map((row, j) => (
        <TableRow key={j} className={`rad-${row.kind}`} sx={rowLook[row.kind]}>
          <TableCell>{row.oldLine ?? ''}</TableCell>
          <TableCell>{row.newLine ?? ''}</TableCell>
          <TableCell>
            <span aria-hidden="true">{marks[row.kind].sign}</span>
            <Hidden>{marks[row.kind].word}</Hidden>
          </TableCell>
          <TableCell>
            <code>{row.text}</code>
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  );
}
