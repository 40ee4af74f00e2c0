import { mkdtempSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ownModelMirror } from './own-model';

// Below Linux's ephemeral range (32768-60999): a port in it can be held by any client socket or port-0
// listener of the earlier test stages, and the server then fails with EADDRINUSE (as on CI once at 38080).
const port = Number(process.env.E2E_PORT ?? 28080);
/** The language model stand-in (llm-stand-in.ts), next to the app. */
const llmPort = port + 1;
/** The model mirror (model-mirror.ts): a spec may hold its download halfway. */
export const mirrorURL = `http://127.0.0.1:${port + 2}`;
process.env.E2E_MIRROR_URL = mirrorURL;
export const baseURL = `http://127.0.0.1:${port}`;
// Each run gets an empty data directory: a fresh SQLite database, outbox and media store.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'transcribe-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// A MODELS_DIR of the run's own, linking the built-in engine's files: what the Models page installs, stops
// or removes there (and its state files, and the install lock a killed server leaves) never touches the
// repository's models/.
const sharedModels = new URL('../models', import.meta.url).pathname;
let modelsDir = process.env.E2E_MODELS_DIR;
if (!modelsDir) {
  modelsDir = mkdtempSync(join(tmpdir(), 'transcribe-e2e-models-'));
  // The built-in engine's files only: a catalogue model installed there (a folder) is not offered in the specs.
  for (const name of readdirSync(sharedModels))
    if (statSync(join(sharedModels, name)).isFile())
      symlinkSync(join(sharedModels, name), join(modelsDir, name));
  process.env.E2E_MODELS_DIR = modelsDir;
}
// The mirror's files and the catalogue entry of the specs' own model (own-model.ts), built once a run.
if (!process.env.E2E_MIRROR_DIR) {
  const { mirrorDir, catalogueFile } = ownModelMirror();
  process.env.E2E_MIRROR_DIR = mirrorDir;
  process.env.E2E_MODELS_CATALOGUE = catalogueFile;
}

export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node llm-stand-in.ts',
      url: `http://127.0.0.1:${llmPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_LLM_PORT: String(llmPort) },
    },
    {
      command: 'node model-mirror.ts',
      url: `${mirrorURL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_MIRROR_PORT: String(port + 2), E2E_MIRROR_DIR: process.env.E2E_MIRROR_DIR },
    },
    {
      command: 'node ../apps/server/dist/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        // No model installed by itself: the browser specs run on the built-in engine. An install asked for on
        // the Models page goes to the local mirror, which has only the specs' own model (MODELS_CATALOGUE):
        // the catalogue's real ones fail at once there, and nothing leaves the machine.
        MODELS: 'none',
        MODELS_DIR: modelsDir,
        MODELS_MIRROR: mirrorURL,
        MODELS_CATALOGUE: process.env.E2E_MODELS_CATALOGUE as string,
        // The browser specs sign in many times from one address; the limits have their own API tests.
        AUTH_RATE_LIMIT_PER_IP: '1000',
        AUTH_RATE_LIMIT_PER_EMAIL: '1000',
        UPLOAD_RATE_LIMIT_PER_USER: '100000',
        // Imports from a link reach the specs' own servers on this machine (specs/link-import.spec.ts).
        IMPORT_ALLOW_PRIVATE_ADDRESSES: 'true',
        // The owner (specs/owner.ts), also the install's first account: global-setup.ts signs it up.
        ADMIN_EMAILS: 'e2e-admin@example.com',
        LLM_API_URL: `http://127.0.0.1:${llmPort}/v1`,
      },
    },
  ],
});
