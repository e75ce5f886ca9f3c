/**
 * The image field's upload (src/editor/ui/images-api.ts): a file the browser can measure as too large
 * is refused before any byte is sent, in the server's own sentence (src/shared/image-upload.ts), and
 * an upload tells how far it has come.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imagesApi } from '~/src/editor/ui/images-api';
import { imageLimits, imageUploadTexts } from '~/src/shared/image-upload';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploading an image from the editor', () => {
  it('refuses a photo one byte past the limit at once, in the words the server uses, and sends nothing', async () => {
    const sent = standInRequest(200, {});
    const photo = new File([new Uint8Array(imageLimits.bytes + 1)], 'IMG_4711.jpg', { type: 'image/jpeg' });
    await expect(imagesApi('/konto/api/redigera').upload(photo)).rejects.toThrow(
      'Bilden är 12,0 MB; högst 12 MB går att ladda upp. Spara den i mindre storlek (till exempel som JPEG med lägre kvalitet) och försök igen.',
    );
    expect(sent).toEqual([]);
  });

  it("sends a photo of exactly the limit, for the server to judge, and gives the server's refusal", async () => {
    const sent = standInRequest(415, { ok: false, message: 'Filen är ingen bild i JPEG, PNG eller WebP.' });
    const photo = new File([new Uint8Array(imageLimits.bytes)], 'IMG_4712.jpg', { type: 'image/jpeg' });
    await expect(imagesApi('/konto/api/redigera').upload(photo)).rejects.toThrow('Filen är ingen bild i JPEG, PNG eller WebP.');
    expect(sent).toEqual([{ url: '/konto/api/redigera/bilder', body: { name: 'IMG_4712.jpg', data: 'data:image/jpeg;base64,' } }]);
  });

  it('tells how far the upload has come, then gives the saved image', async () => {
    const image = { file: 'bilder/img-4713.jpg', width: 2560, height: 1920, bytes: 812_000 };
    standInRequest(200, { ok: true, image }, [
      [0, 0],
      [3_000_000, 12_000_000],
      [12_000_000, 12_000_000],
    ]);
    const shares: number[] = [];
    const saved = await imagesApi('/konto/api/redigera').upload(new File([new Uint8Array(10)], 'IMG_4713.jpg'), (share) => shares.push(share));
    expect(saved).toEqual(image);
    // A total of 0 says nothing yet; then a quarter, then all.
    expect(shares).toEqual([0.25, 1]);
  });
});

/**
 * The browser's XMLHttpRequest and FileReader, as far as the upload uses them: the request answers
 * `status` with `json` after reporting `progress` ([loaded, total] pairs), and records what was sent.
 */
function standInRequest(status: number, json: unknown, progress: [loaded: number, total: number][] = []) {
  const sent: { url: string; body: unknown }[] = [];
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
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      status = 0;
      responseText = '';
      responseType = '';
      upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload = () => {};
      onerror = () => {};
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      send(body: string) {
        sent.push({ url: this.url, body: JSON.parse(body) as unknown });
        for (const [loaded, total] of progress) this.upload.onprogress?.({ lengthComputable: true, loaded, total });
        this.status = status;
        this.responseText = JSON.stringify(json);
        this.onload();
      }
    },
  );
  return sent;
}

describe('the words for a file past the limits', () => {
  it('show the size with one decimal, so that just past the limit never reads as the limit', () => {
    expect(imageUploadTexts.tooLarge(imageLimits.bytes + 1)).toMatch(/^Bilden är 12,0 MB; högst 12 MB går att ladda upp\. /);
    expect(imageUploadTexts.tooLarge(9.46 * 1024 * 1024 + imageLimits.bytes)).toMatch(/^Bilden är 21,5 MB;/);
    expect(imageUploadTexts.tooManyPixels(7072, 7071)).toMatch(
      /^Bilden har 50,0 miljoner pixlar \(7\u00a0072 × 7\u00a0071\); högst 50 miljoner går att ladda upp\. /,
    );
  });
});
