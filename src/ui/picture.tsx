import { usePageContext } from '../render/page-context';

interface PictureProps {
  /** The image's path in content, e.g. "bilder/team/anna.jpg". */
  src: string;
  /** Who or what the picture shows, by name ("Logga AB", "Anna Berg, CFO"): its alt text when the editor wrote none. */
  name: string;
  /** The alt text an editor wrote (`logoAlt`, `photoAlt`: schema/defs.schema.json `imageAlt`), describing the picture. */
  alt?: string | undefined;
  /** The name is shown beside the picture (a heading, a caption), so it need not be said again. */
  nameShown?: boolean;
  /** How wide the image is shown, for the browser to pick a width (the `sizes` attribute). */
  sizes: string;
  className?: string;
}

/**
 * A content image as the build made it (scripts/build/images.ts): AVIF, then WebP, in several
 * widths, with its width and height so nothing moves when it loads (CLS). Lazy: photos and logos
 * are never the page's largest paint. Without a built version (tests, the dev server) it falls
 * back to the original file.
 *
 * Its alt text is the editor's when written, else its `name`. An editor's alt text describes the
 * picture ("Logga AB:s logotyp i blått"), so what it shows is still named for a screen reader —
 * as hidden text after it — unless the name is shown beside it: the same for every image
 * (docs/decisions.md 113).
 */
export function Picture({ src, name, alt, nameShown = false, sizes, className }: PictureProps) {
  const text = alt ?? name;
  const built = usePageContext().images?.[src];
  const image = built ? (
    <picture>
      <source type="image/avif" srcSet={built.avif} sizes={sizes} />
      <source type="image/webp" srcSet={built.webp} sizes={sizes} />
      <img src={built.src} alt={text} width={built.width} height={built.height} className={className} loading="lazy" decoding="async" />
    </picture>
  ) : (
    <img src={`/${src}`} alt={text} className={className} loading="lazy" decoding="async" />
  );
  if (!alt || nameShown) return image;
  return (
    <>
      {image}
      <span className="vh">{name}</span>
    </>
  );
}
