import { Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import type { Block } from '../content/model';
import { allBlocks } from './all-blocks.fixture';
import { BenefitsBlock } from './benefits/benefits-block';
import { CardsBlock } from './cards/cards-block';
import { CtaBlock } from './cta/cta-block';
import { EnquiryBlock } from './enquiry/enquiry-block';
import { FaqBlock } from './faq/faq-block';
import { HeroBlock } from './hero/hero-block';
import { ProcessBlock } from './process/process-block';
import { QuoteBlock } from './quote/quote-block';
import { RelatedBlock } from './related/related-block';
import { ResultsBlock } from './results/results-block';
import { TextBlock } from './text/text-block';
import { attr, ids, renderBlock, tags, testPage } from './test-fixture';

/** The blocks of this suite only (the registry also holds other teams' blocks). */
function Block(block: Block) {
  switch (block.type) {
    case 'benefits': return <BenefitsBlock {...block} />;
    case 'cards': return <CardsBlock {...block} />;
    case 'cta': return <CtaBlock {...block} />;
    case 'enquiry': return <EnquiryBlock {...block} />;
    case 'faq': return <FaqBlock {...block} />;
    case 'hero': return <HeroBlock {...block} />;
    case 'process': return <ProcessBlock {...block} />;
    case 'quote': return <QuoteBlock {...block} />;
    case 'related': return <RelatedBlock {...block} />;
    case 'results': return <ResultsBlock {...block} />;
    case 'text': return <TextBlock {...block} />;
    default: return null;
  }
}

describe('a page with every block', () => {
  const { html, islands } = renderBlock(
    <Fragment>{allBlocks.map((block, i) => <Block key={i} {...block} />)}</Fragment>,
    { page: testPage(allBlocks) },
  );
  const allIds = ids(html);

  it('has exactly one h1, and it comes first', () => {
    expect(tags(html, 'h1')).toHaveLength(1);
    expect(html.indexOf('<h1')).toBeLessThan(html.indexOf('<h2'));
  });

  it('has no duplicate ids', () => {
    expect(allIds.length).toBeGreaterThan(20);
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  it('names every section, and every aria reference and label points at an existing element', () => {
    const sections = tags(html, 'section');
    expect(sections).toHaveLength(allBlocks.length);
    for (const s of sections) expect(attr(s, 'aria-labelledby') ?? attr(s, 'aria-label')).toBeTruthy();
    const refs = [...html.matchAll(/\s(?:aria-labelledby|aria-controls|for)="([^"]+)"/g)].map((m) => m[1]!);
    for (const ref of refs) expect(allIds).toContain(ref);
  });

  it('is all static HTML: no island, no inline handlers', () => {
    expect(islands).toEqual([]);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('never links to "#" and resolves contact keywords', () => {
    const hrefs = tags(html, 'a').map((a) => attr(a, 'href'));
    expect(hrefs).not.toContain('#');
    expect(hrefs).not.toContain('telefon');
    expect(hrefs).toContain('tel:+4681234567');
  });
});
