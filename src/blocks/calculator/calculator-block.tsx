import type { CalculatorBlock as CalculatorData } from '../../content/schema-types.generated';
import RoiCalculator, { type RoiCalculatorProps } from '../../features/calculator/roi-calculator';
import calculatorCss from '../../features/calculator/roi-calculator.css?inline';
import { Island } from '../../islands/island';
import { fill } from '../../lib/fill';
import { formatKronor } from '../../lib/format';
import { usePageContext } from '../../render/page-context';
import { useStylesheet } from '../../render/stylesheet';
import { ActionButton } from '../../ui/action-button';
import { Section } from '../../ui/section';
import css from './calculator-block.css?inline';

/**
 * The ROI calculator (docs/specification.md §4, §9): a static section around the calculator island. The island gets
 * site.yaml's ROI constants as plain JSON props; its stylesheet is registered here, on the
 * server, so the browser loads neither a styling runtime nor a CSS file for it.
 */
export function CalculatorBlock({ id, heading, intro, action }: CalculatorData) {
  useStylesheet(calculatorCss);
  useStylesheet(css);
  const { site } = usePageContext();
  const props: RoiCalculatorProps = {
    monthlyFee: site.roi.monthlyFee,
    industries: site.roi.industries.map(({ id, label, marginImprovement, efficiencyGain }) => ({ id, label, marginImprovement, efficiencyGain })),
    texts: site.calculator,
  };
  const { noscript, assumptions } = site.calculator;

  return (
    <Section id={id} heading={heading} intro={intro} tone="tinted">
      <Island name="calculator" component={RoiCalculator} props={props} hydrate="visible" />
      <noscript>
        <p className="calculator-noscript">{noscript}</p>
      </noscript>
      <div className="calculator-after">
        <p className="small muted">
          {fill(assumptions, { månadskostnad: formatKronor(site.roi.monthlyFee), årskostnad: formatKronor(site.roi.monthlyFee * 12) })}
        </p>
        {action && <ActionButton action={action} />}
      </div>
    </Section>
  );
}
