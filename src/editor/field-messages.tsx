/**
 * A field's help, its problems (the validator's own Swedish words: message — hint) and its
 * to-do from the city template. Returns the ids the field's control names in aria-describedby.
 */
import type { Problem } from '../content/problem';
import type { LocalMarker } from './api';
import { CodeLink } from './code-link';

export function describedBy(id: string, help: string | undefined, problems: readonly Problem[], todo: LocalMarker | undefined): string | undefined {
  const ids = [help ? `${id}-hjalp` : '', problems.length > 0 ? `${id}-problem` : '', todo ? `${id}-att-gora` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldMessages({ id, help, problems, todo }: { id: string; help?: string; problems: readonly Problem[]; todo?: LocalMarker }) {
  return (
    <>
      {help && (
        <p className="hjalp" id={`${id}-hjalp`}>
          {help}
        </p>
      )}
      {todo && (
        <p className="att-gora" id={`${id}-att-gora`}>
          <span className="bricka">Att göra</span> {todo.instruction}
        </p>
      )}
      {problems.length > 0 && (
        <ul className="problem" id={`${id}-problem`}>
          {problems.map((p, i) => (
            <li key={i} className={p.severity === 'error' ? 'fel' : 'varning'}>
              {p.severity === 'warning' && <strong>Varning: </strong>}
              {p.message} — {p.hint} <CodeLink code={p.code} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
