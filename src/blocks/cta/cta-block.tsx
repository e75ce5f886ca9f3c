import { useId } from 'react';
import type { CtaBlockData } from '~/src/content/model';
import { useStylesheet } from '~/src/render/stylesheet';
import { ActionRow } from '~/src/ui/action-button';
import { SectionHeading, SectionShell } from '~/src/ui/section';
import css from './cta-block.css?inline';

/** A closing call to action on the dark brand band: heading, a sentence, one or two buttons. */
export function CtaBlock({ id, heading, text, actions }: CtaBlockData) {
  useStylesheet(css);
  const headingId = useId();
  return (
    <SectionShell id={id} tone="brand" labelledBy={headingId}>
      <div className="cta">
        <SectionHeading id={headingId} heading={heading} intro={text} />
        <ActionRow actions={actions} tone="dark" />
      </div>
    </SectionShell>
  );
}
