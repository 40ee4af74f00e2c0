import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { DownloadError, openDownload } from '../../adapters/media-download.js';
import { downloadFromPage } from '../../adapters/video-site-download.js';
import type { AppContext } from '../../app-context.js';

/** A link's recording as it arrives: its bytes, their count when known, its name, and `done` to tidy up. */
export interface LinkedRecording {
  stream: Readable;
  size: number | null;
  fileName: string;
  done(): Promise<void>;
}

/**
 * The recording a link leads to: the file itself, downloaded as it comes; or, for a web page, the recording
 * yt-dlp takes from it (a video site's page), when the machine has yt-dlp. Rejects with a DownloadError.
 */
export async function openRecording(ctx: AppContext, url: string): Promise<LinkedRecording> {
  const { allowPrivateAddresses: allowPrivate, ytdlpPath } = ctx.config.imports;
  try {
    const download = await openDownload(url, { allowPrivate });
    return {
      stream: download.response,
      size: download.size,
      fileName: fileNameOf(download.response.headers['content-disposition'], download.url),
      done: async () => {},
    };
  } catch (error) {
    if (!(error instanceof DownloadError && error.failure === 'page' && ytdlpPath)) throw error;
    const page = await downloadFromPage(url, {
      ytdlpPath,
      allowPrivate,
      maxBytes: ctx.config.maxUploadBytes,
    }).catch((failure: unknown) => {
      // Without yt-dlp, a page is what the link leads to, as said first.
      throw failure instanceof DownloadError && failure.failure === 'unavailable' ? error : failure;
    });
    return {
      stream: createReadStream(page.path),
      size: page.size,
      fileName: page.fileName,
      done: page.remove,
    };
  }
}

/** The name the site gives the file, else the last part of its address, else the host's name. */
function fileNameOf(disposition: string | undefined, url: URL): string {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition ?? '')?.[1];
  const fromDisposition = encoded ? safeDecode(encoded) : plain;
  if (fromDisposition?.trim()) return basename(fromDisposition.trim());
  const last = safeDecode(url.pathname.split('/').filter(Boolean).at(-1) ?? '');
  return last || url.hostname;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
