import type { TextBlockData } from '~/src/content/model';
import { useStylesheet } from '~/src/render/stylesheet';
import { Section } from '~/src/ui/section';
import css from './text-block.css?inline';

/** Running text: paragraphs, an optional bulleted list, then more paragraphs. Also legal pages. */
export function TextBlock({ id, heading, paragraphs, list, afterList }: TextBlockData) {
  useStylesheet(css);
  return (
    <Section id={id} heading={heading} layout="split">
      <div className="prose">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {list && (
          <ul>
            {list.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        )}
        {afterList?.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
