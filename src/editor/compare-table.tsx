/**
 * A line diff as a table: each changed line marked with − or + in its own column and a word for
 * screen readers, not by colour alone; runs of unchanged lines are left out and counted.
 */
import type { Comparison } from './api';

const marks = { same: { sign: '', word: '' }, removed: { sign: '−', word: 'Tas bort' }, added: { sign: '+', word: 'Läggs till' } };

export function CompareTable({ file, hunks }: { file: string; hunks: Comparison['hunks'] }) {
  if (hunks.length === 0) return <p className="hjalp">Versionen här och filen på disken är likadana: att spara ändrar ingenting.</p>;
  return (
    <table className="jamforelse">
      <caption>Så ändras {file} om versionen här sparas: − rader som står i filen nu och försvinner, + rader som kommer från ändringarna här.</caption>
      <thead>
        <tr>
          <th scope="col">Rad nu</th>
          <th scope="col">Rad sedan</th>
          <th scope="col">Ändring</th>
          <th scope="col">Text</th>
        </tr>
      </thead>
      {hunks.map((hunk, i) => (
        <tbody key={i}>
          {hunk.skipped > 0 && (
            <tr className="hoppade">
              <td colSpan={4}>… {hunk.skipped === 1 ? 'en oförändrad rad' : `${hunk.skipped} oförändrade rader`}</td>
            </tr>
          )}
          {hunk.rows.map((row, j) => (
            <tr key={j} className={`rad-${row.kind}`}>
              <td>{row.oldLine ?? ''}</td>
              <td>{row.newLine ?? ''}</td>
              <td>
                <span aria-hidden="true">{marks[row.kind].sign}</span>
                <span className="dold">{marks[row.kind].word}</span>
              </td>
              <td>
                <code>{row.text}</code>
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
