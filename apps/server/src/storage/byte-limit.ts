import { Transform } from 'node:stream';
import { MediaTooLargeError } from './media-store.js';

/** Passes bytes through, counting them (`written()`); fails with MediaTooLargeError past `maxBytes`. */
export function byteLimit(maxBytes: number | undefined): { stream: Transform; written(): number } {
  let written = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      written += chunk.length;
      if (maxBytes !== undefined && written > maxBytes) callback(new MediaTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  return { stream, written: () => written };
}
