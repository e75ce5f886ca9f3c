/**
 * Annual revenue ranges (SPEC §3 "Revenue range"). The values are what the lead endpoint receives;
 * the home lead form and the booking form use the same ranges, so this list should move to a
 * shared module once those forms exist.
 */
export const revenueRanges = [
  { value: '0-5', label: 'Under 5 MSEK' },
  { value: '5-15', label: '5–15 MSEK' },
  { value: '15-30', label: '15–30 MSEK' },
  { value: '30-50', label: '30–50 MSEK' },
  { value: '50-100', label: '50–100 MSEK' },
  { value: '100+', label: 'Över 100 MSEK' },
] as const;
