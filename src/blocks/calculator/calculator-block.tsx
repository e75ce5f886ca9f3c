import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CalculatorBlock as CalculatorData } from '../../content/schema-types.generated';
import RoiCalculator, { type RoiCalculatorProps } from '../../features/calculator/roi-calculator';
import calculatorCss from '../../features/calculator/roi-calculator.css?inline';
import { Island } from '../../islands/island';
import { formatKronor } from '../../lib/format';
import { usePageContext } from '../../render/page-context';
import { StaticCss } from '../../render/static-css';
import { ActionButton } from '../../ui/action-button';
import { Section, measure } from '../../ui/section';

/**
 * The ROI calculator (docs/specification.md §4, §9): a static section around the calculator island. The island gets
 * site.yaml's ROI constants as plain JSON props; its stylesheet is inlined into the page here, on
 * the server, so the browser loads neither MUI nor a CSS file for it.
 */
export function CalculatorBlock({ id, heading, intro, action }: CalculatorData) {
  const { site } = usePageContext();
  const props: RoiCalculatorProps = {
    monthlyFee: site.roi.monthlyFee,
    industries: site.roi.industries.map(({ id, label, marginImprovement, efficiencyGain }) => ({ id, label, marginImprovement, efficiencyGain })),
  };

  return (
    <Section id={id} heading={heading} intro={intro} tone="tinted">
      <StaticCss css={calculatorCss} />
      <Island name="calculator" component={RoiCalculator} props={props} hydrate="visible" />
      <noscript>
        <Typography sx={{ mt: 2, fontWeight: 600 }}>Kalkylatorn behöver JavaScript. Slå på det i webbläsaren, eller ring oss så räknar vi tillsammans.</Typography>
      </noscript>
      <Box
        sx={{
          mt: { xs: 3, md: 4 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'stretch', md: 'center' },
          justifyContent: 'space-between',
          gap: 3,
        }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: measure }}>
          {`Kalkylen är en uppskattning, inte ett löfte. Den bygger på den genomsnittliga marginalförbättring och effektivisering vi har sett hos kunder i respektive bransch och räknar med en CFO-kostnad på ${formatKronor(site.roi.monthlyFee)} i månaden (${formatKronor(site.roi.monthlyFee * 12)} per år). Hur det blir för er beror på era förutsättningar.`}
        </Typography>
        {action && (
          <Box sx={{ flexShrink: 0 }}>
            <ActionButton action={action} />
          </Box>
        )}
      </Box>
    </Section>
  );
}
