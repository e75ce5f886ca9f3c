import { useId } from 'react';
import type { FaqBlockData } from '~/src/content/model';
import { useStylesheet } from '~/src/render/stylesheet';
import { SvgIcon } from '~/src/ui/icon';
import { Section } from '~/src/ui/section';
import css from './faq-block.css?inline';

/**
 * An exclusive accordion built on <details name>: the browser keeps one answer open at a time
 * and lets the open one be closed, with keyboard support, and without any JavaScript — so the
 * FAQ costs no bytes of script and works before (or without) hydration.
 */
export function FaqBlock({ id, heading, intro, items }: FaqBlockData) {
  useStylesheet(css);
  const group = `faq-${useId()}`;
  return (
    <Section id={id} heading={heading} intro={intro}>
      <div className="faq">
        {items.map((item, index) => (
          <details key={index} name={group}>
            <summary>
              <h3>{item.question}</h3>
              <SvgIcon name="ExpandMore" className="faq-chevron" />
            </summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
