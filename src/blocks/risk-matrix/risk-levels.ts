import type { RiskLevels } from '~/src/content/model';
import type { UiIcon } from '~/src/ui/icon';

export type RiskLevelKey = keyof RiskLevels;

export interface RiskLevelStyle {
  /** A distinct shape per level, so the levels differ in greyscale and for colour-blind readers. */
  icon: UiIcon | 'Warning' | 'CheckCircle';
}

/** Most severe first: this is also the reading order of the matrix. */
export const riskLevelOrder = ['critical', 'significant', 'minor', 'acceptable'] as const satisfies readonly RiskLevelKey[];

/**
 * The icon of each level (its visible name is content: the block's levelNames). Its colours (the theme's risk tokens, contrast checked with the
 * theme) and its texture are in risk-matrix-block.css, keyed by data-level.
 */
export const riskLevelStyles: Record<RiskLevelKey, RiskLevelStyle> = {
  critical: { icon: 'Report' },
  significant: { icon: 'Warning' },
  minor: { icon: 'Info' },
  acceptable: { icon: 'CheckCircle' },
};
