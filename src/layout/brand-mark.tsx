/**
 * The brand's small mark: rising bars in a rounded square. Decorative; the brand name is text.
 * Its colours come from the class it sits in (layout.css): `--mark` for the square, `--mark-bars`
 * for the bars.
 */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="brand-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" className="brand-mark-square" />
      <rect x="8" y="17" width="4" height="8" rx="1" />
      <rect x="14" y="12" width="4" height="13" rx="1" />
      <rect x="20" y="7" width="4" height="18" rx="1" />
    </svg>
  );
}
