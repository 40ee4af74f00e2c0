/** What tus-js-client reads an upload's bytes from (its FileSource, for a length told at the end). */
export interface GrowingSource {
  size: number;
  slice(start: number, end: number): Promise<{ value: Blob; done: boolean }>;
  close(): void;
}

/**
 * The bytes of a recording as they arrive, for an upload whose length is told at the end: tus asks for
 * the bytes from the server's offset on and gets what has been recorded since (waiting while there is
 * none); `done` once the recording has ended and everything was handed out. Only the bytes the server has
 * not acknowledged stay in memory (tus never asks again for bytes before the offset it last asked for),
 * so memory stays flat however long the recording; IndexedDB holds the durable copy.
 */
export class RecordingSource implements GrowingSource {
  /** Unused for a deferred length (tus-js-client's interface wants a number). */
  size = Number.NaN;
  private parts: Array<{ start: number; blob: Blob }> = [];
  private total = 0;
  /** Bytes before this were let go of (the server has them). */
  private released = 0;
  private ended = false;
  private wake: (() => void) | undefined;

  /** A recording that has ended, e.g. one recovered from IndexedDB after a reload. */
  static of(blobs: Blob[]): RecordingSource {
    const source = new RecordingSource();
    for (const blob of blobs) source.push(blob);
    source.end();
    return source;
  }

  /** Bytes recorded so far. */
  get length(): number {
    return this.total;
  }

  push(blob: Blob): void {
    if (this.ended || blob.size === 0) return;
    this.parts.push({ start: this.total, blob });
    this.total += blob.size;
    this.notify();
  }

  end(): void {
    this.ended = true;
    this.notify();
  }

  async slice(start: number, end: number): Promise<{ value: Blob; done: boolean }> {
    if (start < this.released)
      throw new Error('These bytes were acknowledged and are only in IndexedDB now.');
    this.parts = this.parts.filter((part) => part.start + part.blob.size > start);
    this.released = start;
    while (this.total <= start && !this.ended) await new Promise<void>((resolve) => (this.wake = resolve));
    const stop = Math.min(end, this.total);
    const pieces = this.parts
      .filter((part) => part.start < stop)
      .map((part) => part.blob.slice(Math.max(0, start - part.start), stop - part.start));
    return { value: new Blob(pieces), done: this.ended && stop >= this.total };
  }

  /** tus is done with it (finished or given up): let go of the bytes still held. */
  close(): void {
    this.parts = [];
    this.released = this.total;
  }

  private notify() {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}
