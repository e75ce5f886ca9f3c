import type { QuoteBlockData } from '~/src/content/model';
import { useStylesheet } from '~/src/render/stylesheet';
import { SectionShell } from '~/src/ui/section';
import css from './quote-block.css?inline';

/**
 * A customer's words: <figure> with the <blockquote> and who said it in <figcaption>. Until the
 * content marks it `verified: true` it is shown as an example, signed by no one (docs/decisions.md 19, 50).
 */
export function QuoteBlock({ id, label, exampleLabel, exampleCaption, text, author, verified }: QuoteBlockData) {
  useStylesheet(css);
  return (
    <SectionShell id={id} label={verified ? label : exampleLabel}>
      <figure className="quote">
        <div aria-hidden="true" className="quote-mark">
          ”
        </div>
        <blockquote>
          <p>{text}</p>
        </blockquote>
        <figcaption>{verified ? `— ${author}` : exampleCaption}</figcaption>
      </figure>
    </SectionShell>
  );
}
