/**
 * An upload's limits and the words for a file past them, written once for both sides: the server
 * judges the bytes (src/editor/publish/images.ts), and the page editor says the same before it sends
 * a file it can already see is too large (src/editor/ui/images-api.ts; docs/decisions.md 181).
 */

/** A phone's photo is 2–8 MB and 12–50 megapixels; the site shows at most 960 px. A megabyte is 1 024 × 1 024 bytes. */
export const imageLimits = { bytes: 12 * 1024 * 1024, pixels: 50_000_000 } as const;

const megabyte = 1024 * 1024;

/**
 * A size always with one decimal: a file one byte past the limit reads "12,0 MB" beside "högst
 * 12 MB", where a rounded "12 MB" beside the same limit would read as a refusal of a file that fits.
 */
const oneDecimal = (value: number) => value.toLocaleString('sv-SE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const limitMegabytes = (imageLimits.bytes / megabyte).toLocaleString('sv-SE');
const limitMillionPixels = (imageLimits.pixels / 1_000_000).toLocaleString('sv-SE');

export const imageUploadTexts = {
  /** The upload's own label: what it takes, as the limits say it. */
  takes: `JPEG, PNG eller WebP, högst ${limitMegabytes} MB`,
  tooLarge: (bytes: number) =>
    `Bilden är ${oneDecimal(bytes / megabyte)} MB; högst ${limitMegabytes} MB går att ladda upp. Spara den i mindre storlek (till exempel som JPEG med lägre kvalitet) och försök igen.`,
  tooManyPixels: (width: number, height: number) =>
    `Bilden har ${oneDecimal((width * height) / 1_000_000)} miljoner pixlar (${width.toLocaleString('sv-SE')} × ${height.toLocaleString('sv-SE')}); högst ${limitMillionPixels} miljoner går att ladda upp. Förminska den, till exempel till 3\u00a0000 pixlar på längsta sidan, och försök igen.`,
};
