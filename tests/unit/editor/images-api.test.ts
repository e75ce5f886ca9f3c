/**
 * The image field's upload (src/editor/images-api.ts): a file the browser can measure as too large
 * is refused before any byte is sent, in the server's own sentence (src/shared/image-upload.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imagesApi } from '~/src/editor/images-api';
import { imageLimits, imageUploadTexts } from '~/src/shared/image-upload';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploading an image from the editor', () => {
  it('refuses a photo one byte past the limit at once, in the words the server uses, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const photo = new File([new Uint8Array(imageLimits.bytes + 1)], 'IMG_4711.jpg', { type: 'image/jpeg' });
    await expect(imagesApi('/konto/api/redigera').upload(photo)).rejects.toThrow(
      'Bilden är 12,0 MB; högst 12 MB går att ladda upp. Spara den i mindre storlek (till exempel som JPEG med lägre kvalitet) och försök igen.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a photo of exactly the limit, for the server to judge', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: false, message: 'Filen är ingen bild i JPEG, PNG eller WebP.' }, { status: 415 }));
    vi.stubGlobal('fetch', fetch);
    // The base64 reading is the browser's; a stand-in keeps this test to the size check.
    vi.stubGlobal(
      'FileReader',
      class {
        result = 'data:image/jpeg;base64,';
        onload = () => {};
        readAsDataURL() {
          this.onload();
        }
      },
    );
    const photo = new File([new Uint8Array(imageLimits.bytes)], 'IMG_4712.jpg', { type: 'image/jpeg' });
    await expect(imagesApi('/konto/api/redigera').upload(photo)).rejects.toThrow('Filen är ingen bild i JPEG, PNG eller WebP.');
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('the words for a file past the limits', () => {
  it('show the size with one decimal, so that just past the limit never reads as the limit', () => {
    expect(imageUploadTexts.tooLarge(imageLimits.bytes + 1)).toMatch(/^Bilden är 12,0 MB; högst 12 MB går att ladda upp\. /);
    expect(imageUploadTexts.tooLarge(9.46 * 1024 * 1024 + imageLimits.bytes)).toMatch(/^Bilden är 21,5 MB;/);
    expect(imageUploadTexts.tooManyPixels(7072, 7071)).toMatch(
      /^Bilden har 50,0 miljoner pixlar \(7\u00a0072 × 7\u00a0071\); högst 50 miljoner går att ladda upp\. /,
    );
  });
});
