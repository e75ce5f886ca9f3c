import type { ComponentType } from 'react';
import type { Block } from '../content/model';
import { BenefitsBlock } from './benefits/benefits-block';
import { BookingBlock } from './booking/booking-block';
import { CalculatorBlock } from './calculator/calculator-block';
import { CardsBlock } from './cards/cards-block';
import { CasesBlock } from './cases/cases-block';
import { CitiesBlock } from './cities/cities-block';
import { CredentialsBlock } from './credentials/credentials-block';
import { CtaBlock } from './cta/cta-block';
import { EnquiryBlock } from './enquiry/enquiry-block';
import { FaqBlock } from './faq/faq-block';
import { HeroBlock } from './hero/hero-block';
import { LeadFormBlock } from './lead-form/lead-form-block';
import { PricingBlock } from './pricing/pricing-block';
import { ProcessBlock } from './process/process-block';
import { QuoteBlock } from './quote/quote-block';
import { RelatedBlock } from './related/related-block';
import { ResultsBlock } from './results/results-block';
import { RiskMatrixBlock } from './risk-matrix/risk-matrix-block';
import { ServicesBlock } from './services/services-block';
import { SituationsBlock } from './situations/situations-block';
import { TeamBlock } from './team/team-block';
import { TextBlock } from './text/text-block';
import { UrgentBlock } from './urgent/urgent-block';
import { TrackLocation } from '../ui/track-location';

/**
 * Block type → component. Exhaustive by construction: a block type in the schema without a
 * component here, or a component whose props do not match its block, fails to compile.
 */
export const blockComponents = {
  benefits: BenefitsBlock,
  booking: BookingBlock,
  calculator: CalculatorBlock,
  cards: CardsBlock,
  cases: CasesBlock,
  cities: CitiesBlock,
  credentials: CredentialsBlock,
  cta: CtaBlock,
  enquiry: EnquiryBlock,
  faq: FaqBlock,
  hero: HeroBlock,
  'lead-form': LeadFormBlock,
  pricing: PricingBlock,
  process: ProcessBlock,
  quote: QuoteBlock,
  related: RelatedBlock,
  results: ResultsBlock,
  'risk-matrix': RiskMatrixBlock,
  services: ServicesBlock,
  situations: SituationsBlock,
  team: TeamBlock,
  text: TextBlock,
  urgent: UrgentBlock,
} satisfies { [K in Block['type']]: ComponentType<Extract<Block, { type: K }>> };

export function RenderBlocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    // The satisfies clause above guarantees each component takes its own block type.
    const Component = blockComponents[block.type] as ComponentType<Block>;
    // Analytics location of the block's actions (docs/specification.md §7): its anchor id from content, else its type.
    return (
      <TrackLocation.Provider key={index} value={block.id ?? block.type}>
        <Component {...block} />
      </TrackLocation.Provider>
    );
  });
}
