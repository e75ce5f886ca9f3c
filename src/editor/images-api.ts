/**
 * The image field's calls (docs/decisions.md 99): the list of bilder/, an upload, and the preview's
 * address. Both hosts answer the same paths under their own base: `npm run dev` under /redigera/api
 * (scripts/editor/editor-plugin.ts), the workspace under /konto/api/redigera
 * (server/accounts/editor-routes.ts). An upload is JSON with the file in base64, so the workspace's
 * Origin and JSON checks apply to it as to every other write.
 */
import { imageLimits, imageUploadTexts } from '../shared/image-upload';

/** The dev editor's base; the workspace passes '/konto/api/redigera'. */
export const devImagesBase = '/redigera/api';

export interface ListedImage {
  file: string;
  bytes: number;
  modified: string;
}

export interface SavedImage {
  file: string;
  width: number;
  height: number;
  bytes: number;
}

export class ImageApiError extends Error {}

/** The file as a data: URL (base64), as the upload endpoint takes it. */
function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ImageApiError('Filen gick inte att läsa. Välj den igen.'));
    reader.readAsDataURL(file);
  });
}

export function imagesApi(base: string = devImagesBase) {
  async function call<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(
      `${base}/${path}`,
      body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    ).catch(() => undefined);
    const json = response
      ? ((await response.json().catch(() => ({}))) as T & { message?: string })
      : ({ message: 'Servern svarade inte. Kontrollera anslutningen och försök igen.' } as T & { message?: string });
    if (!response?.ok)
      throw new ImageApiError(json.message ?? (response?.status === 413 ? 'Bilden är för stor för att skickas.' : 'Servern svarade inte som väntat.'));
    return json;
  }
  return {
    list: async () => (await call<{ images: ListedImage[] }>('bilder')).images,
    upload: async (file: File) => {
      // Said at once, in the server's words: a phone's photo takes tens of seconds to send on a slow line.
      if (file.size > imageLimits.bytes) throw new ImageApiError(imageUploadTexts.tooLarge(file.size));
      return (await call<{ image: SavedImage }>('bilder', { name: file.name, data: await readAsBase64(file) })).image;
    },
    /** A small WebP made as the build makes its renditions. */
    previewUrl: (file: string) => `${base}/bild?fil=${encodeURIComponent(file)}`,
  };
}

export type ImagesApi = ReturnType<typeof imagesApi>;
