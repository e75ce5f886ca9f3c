import Box from '@mui/material/Box';
import type { FAQBlock as FaqData } from '../../content/schema-types.generated';
import { Island } from '../../islands/island';
import { Section } from '../../ui/section';
import FaqAccordion from './faq-accordion';

/** Heading and intro are static HTML; only the accordion is hydrated (the `faq` island). */
export function FaqBlock({ id, heading, intro, items }: FaqData) {
  // Only what the island needs, as plain JSON: it is serialised into the page for hydration.
  const props = { items: items.map(({ question, answer }) => ({ question, answer })) };
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Box sx={{ maxWidth: '52rem' }}>
        <Island name="faq" component={FaqAccordion} props={props} />
      </Box>
    </Section>
  );
}
