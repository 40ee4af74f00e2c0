import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockFile } from './install-files.js';
import { InstallLock, STALE_LOCK_MS } from './install-lock.js';

// Two processes sharing MODELS_DIR: each has its InstallLock on the same folder.
describe('the install lock', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const modelsDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'install-lock-'));
    dirs.push(dir);
    return dir;
  };

  it('lets one process install at a time, and the other once it lets go', () => {
    const dir = modelsDir();
    const [api, worker] = [new InstallLock(dir), new InstallLock(dir)];
    expect(api.take()).toBe(true);
    expect(worker.take()).toBe(false);
    expect(api.take()).toBe(true); // touched, still its own
    api.release();
    expect(worker.take()).toBe(true);
    expect(api.take()).toBe(false);
  });

  it('is taken over from a process that died holding it (not touched for a minute)', () => {
    const dir = modelsDir();
    const [dead, alive] = [new InstallLock(dir), new InstallLock(dir)];
    expect(dead.take()).toBe(true);
    const old = new Date(Date.now() - STALE_LOCK_MS - 1000);
    utimesSync(lockFile(dir), old, old);
    expect(alive.take()).toBe(true);
    expect(dead.take()).toBe(false); // its file was replaced: it finds it taken
    dead.release(); // and does not remove the new holder's
    expect(alive.take()).toBe(true);
  });
});
