import { useId, type ReactNode } from 'react';
import { useStylesheet } from '../render/stylesheet';
import brandCss from './section-brand.css?inline';
import css from './section.css?inline';
import noteCss from './section-note.css?inline';
import splitCss from './section-split.css?inline';

/** light = white page, tinted = pale blue-grey band, brand = dark band with white text. */
export type Tone = 'light' | 'tinted' | 'brand';

type Labelled = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

type ShellProps = Labelled & {
  id?: string | undefined;
  tone?: Tone;
  children: ReactNode;
};

/**
 * A block's outer `<section>`: named by its heading (or a label when it has none), optionally an
 * anchor target, with the shared vertical rhythm and content column.
 */
export function SectionShell({ id, tone = 'light', labelledBy, label, children }: ShellProps) {
  useStylesheet(css);
  useStylesheet(brandCss, tone === 'brand');
  return (
    <section id={id} aria-labelledby={labelledBy} aria-label={label} className={tone === 'light' ? 'section' : `section section-${tone}`}>
      <div className="column">{children}</div>
    </section>
  );
}

interface HeadingProps {
  id: string;
  heading: string;
  intro?: string | undefined;
}

/** A block's `<h2>` and optional intro paragraph; coloured by the section's tone. */
export function SectionHeading({ id, heading, intro }: HeadingProps) {
  return (
    <div className="section-heading">
      <h2 id={id}>{heading}</h2>
      {intro && <p>{intro}</p>}
    </div>
  );
}

interface SectionProps {
  id?: string | undefined;
  heading: string;
  intro?: string | undefined;
  tone?: Tone;
  /**
   * stacked = heading above the content (grids of cards); split = on wide screens the heading in
   * a narrow column beside the content, a second rhythm for text and figures (docs/decisions.md 43).
   */
  layout?: 'stacked' | 'split';
  children?: ReactNode;
}

/** The usual block: `<section>` → `<h2>` + intro → the block's own content. */
export function Section({ id, heading, intro, tone = 'light', layout = 'stacked', children }: SectionProps) {
  useStylesheet(splitCss, layout === 'split');
  const headingId = useId();
  const inner = (
    <>
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      {children && <div className="section-body">{children}</div>}
    </>
  );
  return (
    <SectionShell id={id} tone={tone} labelledBy={headingId}>
      {layout === 'split' ? <div className="section-split">{inner}</div> : inner}
    </SectionShell>
  );
}

/** A small-print note under a block's content (the basis of figures, price terms). */
export function SectionNote({ children }: { children: ReactNode }) {
  useStylesheet(noteCss);
  return <p className="section-note small muted">{children}</p>;
}
