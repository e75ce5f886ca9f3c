import { useId } from 'react';
import type { HeroBlockData } from '~/src/content/model';
import { usePageContext } from '~/src/render/page-context';
import { useStylesheet } from '~/src/render/stylesheet';
import { ActionRow } from '~/src/ui/action-button';
import { Badge } from '~/src/ui/card';
import { CheckList } from '~/src/ui/check-list';
import { ExampleFiguresNote, FigureList } from '~/src/ui/figures';
import { SectionShell } from '~/src/ui/section';
import css from './hero-block.css?inline';
import { HeroMotif } from './hero-motif';
import { heroFigures, type HeroFigures } from './hero-figures';

/**
 * The top of the page: the page's only <h1>, lead, points, actions, and beside them a key-figures
 * box under a motif that depicts no data — the hero's `stats`, else the page's own figures
 * (hero-figures.ts), each with its source or marked as without one — and under them a link to
 * the prices. The page's one box of figures (docs/decisions.md 171).
 */
export function HeroBlock({ id, badge, heading, lead, points, actions, stats, statsHeading }: HeroBlockData) {
  useStylesheet(css);
  const { page, site } = usePageContext();
  const headingId = useId();
  const statsId = useId();
  const figures: HeroFigures = stats ? { heading: statsHeading, items: stats } : heroFigures(page, site);
  // The way to the prices from every page but the one they are on (docs/decisions.md 34).
  const prices = site.header.prices.href;
  const showPrices = prices.split('#')[0] !== page.path;
  return (
    <SectionShell id={id} tone="tinted" labelledBy={headingId}>
      <div className="hero">
        <div className="hero-text">
          {badge && <Badge>{badge}</Badge>}
          <h1 id={headingId}>{heading}</h1>
          <p className="hero-lead">{lead}</p>
          {points && <CheckList items={points} />}
          {actions && <ActionRow actions={actions} />}
        </div>
        {/* A group rather than <aside>: a complementary landmark may not sit inside the section's region. */}
        <div role="group" aria-labelledby={statsId} className="hero-stats" id={figures.id}>
          <h2 id={statsId} className="h4">
            {figures.heading}
          </h2>
          <HeroMotif />
          {figures.intro && <p className="hero-stats-intro">{figures.intro}</p>}
          <FigureList items={figures.items} size="compact" />
          <ExampleFiguresNote items={figures.items} otherwise={figures.footnote} />
          {showPrices && (
            <p className="hero-prices">
              <a href={prices}>{site.heroFigures.pricesLink}</a>
            </p>
          )}
        </div>
      </div>
    </SectionShell>
  );
}
