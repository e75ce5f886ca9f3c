import type { BenefitsBlockData } from '~/src/content/model';
import { CheckList } from '~/src/ui/check-list';
import { Section } from '~/src/ui/section';

/** A heading and a check-marked list of benefits or needs. */
export function BenefitsBlock({ id, heading, intro, items }: BenefitsBlockData) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <CheckList items={items} columns={items.length > 3 ? 2 : 1} />
    </Section>
  );
}
