/** Small shared pieces of the editor's MUI layout: a group of fields, a row of tool buttons, and text only a screen reader reads. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A labelled row of tool buttons (move, duplicate, remove) that wraps on a narrow screen. */
export function Tools({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box className="verktyg" role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {children}
    </Box>
  );
}

/** Words that complete a short button's name for a screen reader ("Upp" → "Upp med block 2. Kort"); the class is in editor.css. */
export function Hidden({ children }: { children: ReactNode }) {
  return <span className="dold">{children}</span>;
}

/** A group of fields (a fieldset with its legend), outlined like MUI's own controls. */
export function Group({ className, legend, invalid, children }: { className: string; legend: string; invalid: boolean; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      className={className}
      aria-invalid={invalid || undefined}
      sx={{ border: 1, borderColor: invalid ? 'error.main' : 'divider', borderRadius: 1, my: 1.5, px: 1.5, pb: 1.5, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ fontWeight: 600, px: 0.5 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}
