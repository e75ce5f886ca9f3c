import { usePageContext } from '../render/page-context';

interface PictureProps {
  /** The image's path in content, e.g. "bilder/team/anna.jpg". */
  src: string;
  alt: string;
  /** How wide the image is shown, for the browser to pick a width (the `sizes` attribute). */
  sizes: string;
  className?: string;
}

/**
 * A content image as the build made it (scripts/build/images.ts): AVIF, then WebP, in several
 * widths, with its width and height so nothing moves when it loads (CLS). Lazy: photos and logos
 * are never the page's largest paint. Without a built version (tests, the dev server) it falls
 * back to the original file.
 */
export function Picture({ src, alt, sizes, className }: PictureProps) {
  const built = usePageContext().images?.[src];
  if (!built) return <img src={`/${src}`} alt={alt} className={className} loading="lazy" decoding="async" />;
  return (
    <picture>
      <source type="image/avif" srcSet={built.avif} sizes={sizes} />
      <source type="image/webp" srcSet={built.webp} sizes={sizes} />
      <img src={built.src} alt={alt} width={built.width} height={built.height} className={className} loading="lazy" decoding="async" />
    </picture>
  );
}
