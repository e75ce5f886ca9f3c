import type { RiskLevels } from '../../content/schema-types.generated';
import type { UiIcon } from '../../ui/icon';

export type RiskLevelKey = keyof RiskLevels;

export interface RiskLevelStyle {
  /** The visible name of the level; colour is never the only carrier of meaning. */
  label: string;
  /** A distinct shape per level, so the levels differ in greyscale and for colour-blind readers. */
  icon: UiIcon | 'Warning' | 'CheckCircle';
}

/** Most severe first: this is also the reading order of the matrix. */
export const riskLevelOrder = ['critical', 'significant', 'minor', 'acceptable'] as const satisfies readonly RiskLevelKey[];

/**
 * Name and icon of each level. Its colours (the theme's risk tokens, contrast checked with the
 * theme) and its texture are in risk-matrix-block.css, keyed by data-level.
 */
export const riskLevelStyles: Record<RiskLevelKey, RiskLevelStyle> = {
  critical: { label: 'Kritisk', icon: 'Report' },
  significant: { label: 'Betydande', icon: 'Warning' },
  minor: { label: 'Mindre', icon: 'Info' },
  acceptable: { label: 'Acceptabel', icon: 'CheckCircle' },
};
