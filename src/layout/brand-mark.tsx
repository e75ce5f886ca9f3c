/** The brand's small mark: rising bars in a rounded square. Decorative; the brand name is text. */
export function BrandMark({ size = 32, background = '#0b3d5c', foreground = '#ffffff' }: { size?: number; background?: string; foreground?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={background} />
      <rect x="8" y="17" width="4" height="8" rx="1" fill={foreground} />
      <rect x="14" y="12" width="4" height="13" rx="1" fill={foreground} />
      <rect x="20" y="7" width="4" height="18" rx="1" fill={foreground} />
    </svg>
  );
}
