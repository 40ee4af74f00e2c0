import { authorizedFetch, errorFromBody, type Method } from './api-client';

interface BinaryFile {
  blob: Blob;
  /** From content-disposition (the UTF-8 filename* first), else undefined. */
  fileName: string | undefined;
}

/**
 * A request whose answer is a file; a failure's body is read as text and its JSON message used. `auth`
 * false sends no token (a share link's download, signed out).
 */
export async function fetchBinary(
  method: Method,
  path: string,
  body?: unknown,
  auth = true,
): Promise<BinaryFile> {
  const response = await authorizedFetch(method, path, body, auth);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    throw errorFromBody(response.status, json);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('content-disposition')),
  };
}

export function fileNameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
}

/** Hands a downloaded file to the browser to save under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
