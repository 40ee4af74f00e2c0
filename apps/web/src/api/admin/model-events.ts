import { type TAdminModels, ZAdminModels } from '@transcribe/contract';
import { authorizedFetch, errorFromBody } from '@/lib/api-client';
import { ApiError, CLIENT_CODES } from '@/lib/api-error';
import { serverSentEvents } from '@/lib/server-sent-events';

export interface ModelEvents {
  /** Closes the stream; `finished` then resolves. */
  stop: () => void;
  /** Resolves when stopped; rejects when the stream could not be opened, broke, or the server ended it. */
  finished: Promise<void>;
}

/** Each `models` event's list, in the order they come; anything else in the stream is skipped. */
async function readEvents(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  onModels: (models: TAdminModels) => void,
  stopped: () => boolean,
): Promise<void> {
  for await (const { event, data } of serverSentEvents(reader))
    if (event === 'models') onModels(ZAdminModels.parse(JSON.parse(data)));
  if (!stopped()) throw new ApiError({ status: 0, code: CLIENT_CODES.network });
}

/**
 * GET /api/v1/admin/models/events: the Models page's list each time it changes (about every second while a
 * model downloads), read with fetch because the stream needs the Authorization header.
 */
export function watchModelEvents(onModels: (models: TAdminModels) => void): ModelEvents {
  let stopped = false;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const finished = (async () => {
    const response = await authorizedFetch('GET', '/api/v1/admin/models/events', undefined);
    if (!response.ok || !response.body)
      throw errorFromBody(response.status, await response.json().catch(() => undefined));
    reader = response.body.getReader();
    if (stopped) return void (await reader.cancel());
    await readEvents(reader, onModels, () => stopped);
  })();
  return {
    stop: () => {
      stopped = true;
      void reader?.cancel().catch(() => undefined);
    },
    finished: finished.catch((error: unknown) => {
      if (!stopped) throw error;
    }),
  };
}
