import type SvgIcon from '@mui/material/SvgIcon';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Info from '@mui/icons-material/Info';
import Report from '@mui/icons-material/Report';
import Warning from '@mui/icons-material/Warning';
import type { RiskLevels } from '../../content/schema-types.generated';

export type RiskLevelKey = keyof RiskLevels;

export interface RiskLevelStyle {
  /** The visible name of the level; colour is never the only carrier of meaning. */
  label: string;
  /** A distinct shape per level, so the levels differ in greyscale and for colour-blind readers. */
  icon: typeof SvgIcon;
  /** Band background and the text on it: every pair is at least 4.5:1 (WCAG 2.2 AA, checked in the test). */
  background: string;
  foreground: string;
  /** The card's frame: at least 3:1 against the white page (non-text contrast). */
  border: string;
  /** A distinct texture per level (decorative), drawn in the foreground colour. */
  pattern: string;
}

/** Most severe first: this is also the reading order of the matrix. */
export const riskLevelOrder = ['critical', 'significant', 'minor', 'acceptable'] as const satisfies readonly RiskLevelKey[];

export const riskLevelStyles: Record<RiskLevelKey, RiskLevelStyle> = {
  critical: {
    label: 'Kritisk',
    icon: Report,
    background: '#a4161a',
    foreground: '#ffffff',
    border: '#a4161a',
    pattern: 'repeating-linear-gradient(45deg, currentColor 0 2px, transparent 2px 7px), repeating-linear-gradient(-45deg, currentColor 0 2px, transparent 2px 7px)',
  },
  significant: {
    label: 'Betydande',
    icon: Warning,
    background: '#a84307',
    foreground: '#ffffff',
    border: '#a84307',
    pattern: 'repeating-linear-gradient(45deg, currentColor 0 2px, transparent 2px 8px)',
  },
  minor: {
    label: 'Mindre',
    icon: Info,
    background: '#f5c84c',
    foreground: '#1b2430',
    border: '#8c6a00',
    pattern: 'radial-gradient(currentColor 1.5px, transparent 1.75px) 0 0 / 8px 8px',
  },
  acceptable: {
    label: 'Acceptabel',
    icon: CheckCircle,
    background: '#1e6b3a',
    foreground: '#ffffff',
    border: '#1e6b3a',
    pattern: 'repeating-linear-gradient(0deg, currentColor 0 1px, transparent 1px 8px)',
  },
};
