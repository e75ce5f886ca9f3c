import type { QuoteBlock as QuoteData } from '../../content/schema-types.generated';
import { useStylesheet } from '../../render/stylesheet';
import { SectionShell } from '../../ui/section';
import css from './quote-block.css?inline';

/** A customer's words: <figure> with the <blockquote> and who said it in <figcaption>. */
export function QuoteBlock({ id, label, text, author }: QuoteData) {
  useStylesheet(css);
  return (
    <SectionShell id={id} label={label}>
      <figure className="quote">
        <div aria-hidden="true" className="quote-mark">
          ”
        </div>
        <blockquote>
          <p>{text}</p>
        </blockquote>
        <figcaption>{`— ${author}`}</figcaption>
      </figure>
    </SectionShell>
  );
}
