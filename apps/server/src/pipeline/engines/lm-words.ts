import { open, stat } from 'node:fs/promises';

/**
 * The words of a binary trie language model (sphinxbase's `.lm.bin`, as en-us.lm.bin): its header is
 * "Trie Language Model", the order (one byte) and the n-gram counts (uint32 LE each); it ends with the
 * byte length of its word list (int32 LE) and the unigrams' words, each ending in a NUL byte.
 */
export interface LanguageModelWords {
  words: Set<string>;
  /** Where the word list starts in the file, for hideLanguageModelWords. */
  offset: number;
}

const HEADER = 'Trie Language Model';

const cache = new Map<string, { key: string; value: LanguageModelWords | undefined }>();

/** The model's words (read once per file version); undefined for a file of another format. */
export async function languageModelWords(path: string): Promise<LanguageModelWords | undefined> {
  const { size, mtimeMs } = await stat(path);
  const key = `${size}:${mtimeMs}`;
  const cached = cache.get(path);
  if (cached?.key === key) return cached.value;
  const value = await readWords(path, size);
  cache.set(path, { key, value });
  return value;
}

async function readWords(path: string, size: number): Promise<LanguageModelWords | undefined> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(HEADER.length + 5);
    await file.read(head, 0, head.length, 0);
    if (head.toString('latin1', 0, HEADER.length) !== HEADER) return undefined;
    const unigrams = head.readUInt32LE(HEADER.length + 1);
    // Words are short: read the end of the file, all of it when that was not enough.
    for (const length of [Math.min(size, 64 * unigrams + 8), size]) {
      const tail = Buffer.alloc(length);
      await file.read(tail, 0, length, size - length);
      const start = wordListStart(tail, unigrams);
      if (start !== undefined) {
        const words = tail.toString('utf8', start, length - 1).split('\0');
        return { words: new Set(words), offset: size - length + start };
      }
    }
    return undefined;
  } finally {
    await file.close();
  }
}

/** Where the last `count` NUL-ended words of `tail` begin: just after the int32 that says their length. */
function wordListStart(tail: Buffer, count: number): number | undefined {
  let end = tail.length - 1;
  for (let found = 1; found < count; found++) {
    end = tail.lastIndexOf(0, end - 1);
    if (end < 0) return undefined;
  }
  // `end` ends the first word; it begins after the length, whose bytes may themselves be NUL.
  for (let start = end; start >= 4 && start > end - 256; start--) {
    if (start < end && tail[start] === 0) break;
    if (tail.readInt32LE(start - 4) === tail.length - start) return start;
  }
  return undefined;
}

/**
 * A copy of a binary trie model without `words`, for tests and benches: each is renamed in place to its
 * upper-case spelling, which no lower-case dictionary entry matches, so the model no longer knows it.
 */
export function hideLanguageModelWords(model: Buffer, list: LanguageModelWords, words: string[]): Buffer {
  const copy = Buffer.from(model);
  const hide = new Set(words.filter((word) => list.words.has(word)));
  let at = list.offset;
  for (const word of copy.toString('utf8', list.offset, copy.length - 1).split('\0')) {
    const length = Buffer.byteLength(word);
    if (hide.has(word)) copy.write(word.toUpperCase(), at, length, 'utf8');
    at += length + 1;
  }
  return copy;
}
