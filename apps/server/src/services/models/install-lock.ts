import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { lockFile } from './install-files.js';

/** A lock not touched for this long belongs to a process that died: the next installer takes it over. */
export const STALE_LOCK_MS = 60_000;

/**
 * Which process installs models when several share MODELS_DIR (API and worker processes, on one machine or a
 * shared volume): the one that created MODELS_DIR/.install.lock. It touches the file while it lives; a lock
 * left untouched for a minute is taken over. No database is needed, so it works the same on SQLite.
 */
export class InstallLock {
  private held = false;
  /** What this holder writes in the file, to know it is still its own. */
  private readonly token = randomUUID();

  constructor(private readonly modelsDir: string) {}

  /** True when this process holds the lock (taking it if it is free or stale); touches it when held. */
  take(): boolean {
    const path = lockFile(this.modelsDir);
    if (this.held) {
      try {
        // Still ours (not taken over while this process stalled past a minute): touched, so it stays ours.
        if (JSON.parse(readFileSync(path, 'utf8')).token === this.token) {
          const now = new Date();
          utimesSync(path, now, now);
          return true;
        }
      } catch {
        // removed under us, or being written: take it again below if it is free
      }
      this.held = false;
    }
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_LOCK_MS) unlinkSync(path);
    } catch {
      // no lock yet
    }
    try {
      const fd = openSync(path, 'wx');
      const at = new Date().toISOString();
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), at, token: this.token }));
      closeSync(fd);
      this.held = true;
    } catch {
      this.held = false; // another process holds it
    }
    return this.held;
  }

  release(): void {
    if (!this.held || !this.take()) return; // never held, or taken over: not ours to remove
    this.held = false;
    try {
      unlinkSync(lockFile(this.modelsDir));
    } catch {
      // gone already
    }
  }
}
