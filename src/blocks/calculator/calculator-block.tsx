import type { CalculatorBlock as CalculatorData } from '../../content/schema-types.generated';
import RoiCalculator, { type RoiCalculatorProps } from '../../features/calculator/roi-calculator';
import calculatorCss from '../../features/calculator/roi-calculator.css?inline';
import { Island } from '../../islands/island';
import type { Site } from '../../content/model';
import { formatDecimal, formatKronor } from '../../lib/format';
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
    targetRevenueMsek: site.roi.targetRevenueMsek,
  };

  return (
    <Section id={id} heading={heading} intro={intro} tone="tinted">
      <Island name="calculator" component={RoiCalculator} props={props} hydrate="visible" />
      <noscript>
        <p className="calculator-noscript">Kalkylatorn behöver JavaScript. Slå på det i webbläsaren, eller ring oss så räknar vi tillsammans.</p>
      </noscript>
      <div className="calculator-after">
        <Assumptions roi={site.roi} />
        {action && <ActionButton action={action} />}
      </div>
    </Section>
  );
}

/** What the figures rest on, stated beside them (docs/decisions.md 28); static, so it costs no script. */
function Assumptions({ roi }: { roi: Site['roi'] }) {
  const industries = roi.industries.map((i) => `${i.label} ${formatDecimal(i.marginImprovement)}`).join(', ');
  const example = roi.industries[0]!;
  const { min, max } = roi.targetRevenueMsek;
  return (
    <div className="calculator-assumptions">
      <h3>Så räknar kalkylatorn</h3>
      <ul className="small">
        <li>{`Kostnad: ${formatKronor(roi.monthlyFee)} i månaden, ${formatKronor(roi.monthlyFee * 12)} per år.`}</li>
        <li>
          {`Marginalen ökar med ett fast antal procentenheter per bransch (${industries}) på oförändrad omsättning under ett år: 10\u00a0% blir ${formatDecimal(10 + example.marginImprovement)}\u00a0% för ${example.label}.`}
        </li>
        <li>Effektiviseringen är ett riktvärde och ingår inte i summan.</li>
        <li>{`Gäller företag med ${formatDecimal(min)}–${formatDecimal(max)} MSEK i omsättning. En uppskattning, inte ett löfte.`}</li>
      </ul>
    </div>
  );
}
