import type { ComponentType } from 'react';
import type { Block } from '../content/model';
import { BenefitsBlock } from './benefits/benefits-block';
import { BookingBlock } from './booking/booking-block';
import { CardsBlock } from './cards/cards-block';
import { CitiesBlock } from './cities/cities-block';
import { CtaBlock } from './cta/cta-block';
import { EnquiryBlock } from './enquiry/enquiry-block';
import { FaqBlock } from './faq/faq-block';
import { HeroBlock } from './hero/hero-block';
import { ProcessBlock } from './process/process-block';
import { QuoteBlock } from './quote/quote-block';
import { RelatedBlock } from './related/related-block';
import { ResultsBlock } from './results/results-block';
import { ServicesBlock } from './services/services-block';
import { TextBlock } from './text/text-block';

/**
 * Block type → component. Exhaustive by construction: a block type in the schema without a
 * component here, or a component whose props do not match its block, fails to compile.
 */
export const blockComponents = {
  benefits: BenefitsBlock,
  booking: BookingBlock,
  cards: CardsBlock,
  cities: CitiesBlock,
  cta: CtaBlock,
  enquiry: EnquiryBlock,
  faq: FaqBlock,
  hero: HeroBlock,
  process: ProcessBlock,
  quote: QuoteBlock,
  related: RelatedBlock,
  results: ResultsBlock,
  services: ServicesBlock,
  text: TextBlock,
} satisfies { [K in Block['type']]: ComponentType<Extract<Block, { type: K }>> };

export function RenderBlocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    // The satisfies clause above guarantees each component takes its own block type.
    const Component = blockComponents[block.type] as ComponentType<Block>;
    return <Component key={index} {...block} />;
  });
}
