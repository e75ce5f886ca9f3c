import type { CalculatorBlockData, Site } from '~/src/content/model';
import RoiCalculator, { type RoiCalculatorProps } from '~/src/features/calculator/roi-calculator';
import { formatMarginBound, revenueSpan } from '~/src/features/calculator/roi';
import calculatorCss from '~/src/features/calculator/roi-calculator.css?inline';
import { Island } from '~/src/islands/island';
import { roiMonthlyFee } from '~/src/content/derive';
import { fill } from '~/src/lib/fill';
import { formatDecimal, formatKronor } from '~/src/lib/format';
import { usePageContext } from '~/src/render/page-context';
import { useStylesheet } from '~/src/render/stylesheet';
import { ActionButton } from '~/src/ui/action-button';
import { Section } from '~/src/ui/section';
import css from './calculator-block.css?inline';

/**
 * The ROI calculator (docs/specification.md §4, §9): a static section around the calculator island. The island gets
 * site.yaml's ROI constants as plain JSON props, the fee being the price of the package roi.package names; its stylesheet is registered here, on the
 * server, so the browser loads neither a styling runtime nor a CSS file for it.
 */
export function CalculatorBlock({ id, heading, intro, action }: CalculatorBlockData) {
  useStylesheet(calculatorCss);
  useStylesheet(css);
  const { site } = usePageContext();
  const props: RoiCalculatorProps = {
    monthlyFee: roiMonthlyFee(site),
    industries: site.roi.industries.map(({ id, label, marginImprovement, efficiencyGain }) => ({ id, label, marginImprovement, efficiencyGain })),
    targetRevenueMsek: site.roi.targetRevenueMsek,
    targetMarginPercent: site.roi.targetMarginPercent,
    texts: islandTexts(site.calculator),
  };
  const { noscript } = site.calculator;

  return (
    <Section id={id} heading={heading} intro={intro} tone="tinted">
      <Island name="calculator" component={RoiCalculator} props={props} hydrate="visible" />
      <noscript>
        <p className="calculator-noscript">{noscript}</p>
      </noscript>
      <div className="calculator-after">
        <Assumptions site={site} />
        {action && <ActionButton action={action} />}
      </div>
    </Section>
  );
}

/** The island's words: the static assumptions and noscript line stay out of its props (page weight). */
function islandTexts({ assumptions: _assumptions, noscript: _noscript, ...texts }: Site['calculator']): RoiCalculatorProps['texts'] {
  return texts;
}

/** What the figures rest on, stated beside them (docs/decisions.md 38); static, so it costs no script. */
function Assumptions({ site }: { site: Site }) {
  const { roi, calculator } = site;
  const example = roi.industries[0]!;
  const monthlyFee = roiMonthlyFee(site);
  const slots = {
    månadskostnad: formatKronor(monthlyFee),
    årskostnad: formatKronor(monthlyFee * 12),
    branscher: roi.industries.map((i) => `${i.label} ${formatDecimal(i.marginImprovement)}`).join(', '),
    bransch: example.label,
    exempelmarginal: `${formatDecimal(10 + example.marginImprovement)}\u00a0%`,
    spann: revenueSpan(roi.targetRevenueMsek, calculator.revenue.unit),
    lägsta: formatMarginBound(roi.targetMarginPercent.min),
    högsta: formatMarginBound(roi.targetMarginPercent.max),
  };
  return (
    <div className="calculator-assumptions">
      <h3>{calculator.assumptions.heading}</h3>
      <ul className="small">
        {calculator.assumptions.items.map((item) => (
          <li key={item}>{fill(item, slots)}</li>
        ))}
      </ul>
    </div>
  );
}
