import { closeSync, openSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
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

  constructor(private readonly modelsDir: string) {}

  /** True when this process holds the lock (taking it if it is free or stale); touches it when held. */
  take(): boolean {
    const path = lockFile(this.modelsDir);
    if (this.held) {
      try {
        const now = new Date();
        utimesSync(path, now, now);
        return true;
      } catch {
        this.held = false; // removed under us: take it again below
      }
    }
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_LOCK_MS) unlinkSync(path);
    } catch {
      // no lock yet
    }
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), at: new Date().toISOString() }));
      closeSync(fd);
      this.held = true;
    } catch {
      this.held = false; // another process holds it
    }
    return this.held;
  }

  release(): void {
    if (!this.held) return;
    this.held = false;
    try {
      unlinkSync(lockFile(this.modelsDir));
    } catch {
      // gone already
    }
  }
}
