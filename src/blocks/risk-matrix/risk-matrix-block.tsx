import type { RiskLevel, RiskMatrixBlockData } from '~/src/content/model';
import { useStylesheet } from '~/src/render/stylesheet';
import { CardGrid } from '~/src/ui/card';
import { SvgIcon } from '~/src/ui/icon';
import { Section } from '~/src/ui/section';
import css from './risk-matrix-block.css?inline';
import { riskLevelOrder, riskLevelStyles, type RiskLevelKey } from './risk-levels';

/**
 * The four-level risk matrix (critical, significant, minor, acceptable) as a 2 × 2 grid, most
 * severe first. Each level carries its name in text, its own icon shape and its own texture,
 * so nothing depends on seeing the colour (WCAG 1.4.1); text on every colour is AA.
 */
export function RiskMatrixBlock({ id, heading, intro, levels, levelNames, examplesHeading }: RiskMatrixBlockData) {
  useStylesheet(css);
  return (
    <Section id={id} heading={heading} intro={intro}>
      <CardGrid columns={2}>
        {riskLevelOrder.map((key) => (
          <LevelCard key={key} levelKey={key} level={levels[key]} name={levelNames[key]} examplesHeading={examplesHeading} />
        ))}
      </CardGrid>
    </Section>
  );
}

function LevelCard({ levelKey, level, name, examplesHeading }: { levelKey: RiskLevelKey; level: RiskLevel; name: string; examplesHeading: string }) {
  const style = riskLevelStyles[levelKey];
  return (
    <li data-level={levelKey} className="risk">
      <div className="risk-band">
        <SvgIcon name={style.icon} className="icon-lg" />
        <h3>{name}</h3>
        <span aria-hidden="true" className="risk-texture" />
      </div>
      <div className="risk-body">
        <p className="strong">{level.criteria}</p>
        <p className="muted">{level.description}</p>
        {level.examples && (
          <div>
            <p className="risk-examples-heading strong">{examplesHeading}</p>
            <ul className="risk-examples small">
              {level.examples.map((example, index) => (
                <li key={index}>{example}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}
