/**
 * The image field's calls (docs/decisions.md 99): the list of bilder/, an upload, and the preview's
 * address. Both hosts answer the same paths under their own base: `npm run dev` under /redigera/api
 * (src/editor/server/editor-plugin.ts), the workspace under /konto/api/redigera
 * (server/accounts/editor-routes.ts). An upload is JSON with the file in base64, so the workspace's
 * Origin and JSON checks apply to it as to every other write.
 */
import { imageLimits, imageUploadTexts } from '~/src/shared/image-upload';

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

const noAnswer = 'Servern svarade inte. Kontrollera anslutningen och försök igen.';

function failure(status: number | undefined, message: string | undefined): ImageApiError {
  return new ImageApiError(message ?? (status === 413 ? 'Bilden är för stor för att skickas.' : 'Servern svarade inte som väntat.'));
}

/**
 * A JSON POST by XMLHttpRequest, the one browser API that reports an upload's progress (fetch
 * reports none over HTTP/1.1): a phone's photo takes many seconds on a slow line, and the field
 * shows how far it has come (docs/decisions.md 184).
 */
function postWithProgress<T>(url: string, body: unknown, onProgress?: (share: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Content-Type', 'application/json');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ImageApiError(noAnswer));
    request.onload = () => {
      let json: T & { message?: string };
      try {
        json = JSON.parse(request.responseText) as T & { message?: string };
      } catch {
        json = {} as T & { message?: string };
      }
      if (request.status >= 200 && request.status < 300) resolve(json);
      else reject(failure(request.status, json.message));
    };
    request.send(JSON.stringify(body));
  });
}

export function imagesApi(base: string = devImagesBase) {
  async function get<T>(path: string): Promise<T> {
    const response = await fetch(`${base}/${path}`).catch(() => undefined);
    const json = response ? ((await response.json().catch(() => ({}))) as T & { message?: string }) : ({ message: noAnswer } as T & { message?: string });
    if (!response?.ok) throw failure(response?.status, json.message);
    return json;
  }
  return {
    list: async () => (await get<{ images: ListedImage[] }>('bilder')).images,
    /** Sends `file`; `onProgress` hears the share sent so far, from 0 to 1. */
    upload: async (file: File, onProgress?: (share: number) => void) => {
      // Said at once, in the server's words: a phone's photo takes tens of seconds to send on a slow line.
      if (file.size > imageLimits.bytes) throw new ImageApiError(imageUploadTexts.tooLarge(file.size));
      const body = { name: file.name, data: await readAsBase64(file) };
      return (await postWithProgress<{ image: SavedImage }>(`${base}/bilder`, body, onProgress)).image;
    },
    /** A small WebP made as the build makes its renditions. */
    previewUrl: (file: string) => `${base}/bild?fil=${encodeURIComponent(file)}`,
  };
}

export type ImagesApi = ReturnType<typeof imagesApi>;
