import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// `npm test` on a machine without PostgreSQL: bootstrap adds the package, and the PostgreSQL stage either
// starts a throwaway cluster or fails loudly, never skipping its half of the suite.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const noInitdb = mkdtempSync(join(tmpdir(), 'no-postgres-'));
// A PATH with node and the system's tools but no initdb (this machine also has one in /usr/local/bin).
symlinkSync(process.execPath, join(noInitdb, 'node'));
const bareEnv = { ...process.env, PATH: `${noInitdb}:/usr/bin:/bin`, PG_LIB_DIR: noInitdb, DATABASE_URL: '' };
afterAll(() => rmSync(noInitdb, { recursive: true, force: true }));

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function run(command: string, env: NodeJS.ProcessEnv) {
  return spawnSync('bash', ['-c', command], { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
}

describe('PostgreSQL for the tests on a machine without one', () => {
  it('bootstrap --tests installs postgresql when no initdb is found, and not otherwise', () => {
    const bare = run('scripts/bootstrap --tests --list-packages', bareEnv);
    expect(bare.status).toBe(0);
    expect(bare.stdout.trim().split(' ')).toContain('postgresql');
    const withoutTests = run('scripts/bootstrap --list-packages', bareEnv);
    expect(withoutTests.stdout.trim().split(' ')).not.toContain('postgresql');
    const here = run('scripts/bootstrap --tests --list-packages', process.env);
    expect(here.stdout.trim().split(' ')).not.toContain('postgresql');
  });

  it('fails the stage loudly when no server answers and none can be started', async () => {
    const env = { ...bareEnv, PG_LOCAL_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/test` };
    const stage = run('set -euo pipefail; source scripts/postgres-for-tests; echo "tests would run"', env);
    expect(stage.status).not.toBe(0);
    expect(stage.stderr).toContain('FAILED: no PostgreSQL answers and no initdb was found');
    expect(stage.stdout).not.toContain('tests would run');
  });

  // initdb and a cluster's start take 2-3 s on an idle machine; the limit guards against a hang, not a slow one.
  it('starts a throwaway cluster with the installed initdb when no server answers, and stops it', {
    timeout: 60_000,
  }, async () => {
    const env = {
      ...process.env,
      DATABASE_URL: '',
      PG_LOCAL_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/test`,
    };
    const query = `NODE_PATH=apps/server/node_modules:node_modules node -e "
      const c = new (require('pg').Client)(process.env.TEST_DATABASE_URL);
      c.connect().then(() => c.query('select 6 * 7 as answer'))
        .then((r) => { console.log('answer', r.rows[0].answer); return c.end(); })"`;
    const stage = run(
      `set -euo pipefail; source scripts/postgres-for-tests; ${query}; echo "url $TEST_DATABASE_URL"`,
      env,
    );
    expect(stage.stderr).toBe('');
    expect(stage.stdout).toContain('started a throwaway PostgreSQL cluster');
    expect(stage.stdout).toContain('answer 42');
    // The cluster stopped with the shell that sourced the script.
    const url = /url (\S+)/.exec(stage.stdout)?.[1] ?? '';
    const after = run(`${query.replace('process.env.TEST_DATABASE_URL', `'${url}'`)} || echo refused`, env);
    expect(after.stdout).toContain('refused');
  });
});
