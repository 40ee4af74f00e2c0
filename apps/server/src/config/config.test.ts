import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-test-'));

describe('loadConfig', () => {
  it('defaults to SQLite in DATA_DIR on 127.0.0.1:8080', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'sqlite', file: join(dir, 'app.db') });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.oidc).toBeUndefined();
  });

  it('accepts media up to 10 hours long unless MAX_MEDIA_SECONDS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).maxMediaSeconds).toBe(36_000);
    expect(loadConfig({ DATA_DIR: dataDir(), MAX_MEDIA_SECONDS: '5400' }).maxMediaSeconds).toBe(5400);
  });

  it('selects PostgreSQL from a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(48);
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
  });

  it('turns on OIDC only with both client id and secret', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' });
    expect(config.oidc).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
  });

  it('turns on the LLM for summaries only with LLM_API_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).llm).toBeUndefined();
    const config = loadConfig({
      DATA_DIR: dataDir(),
      LLM_API_URL: 'http://127.0.0.1:11434/v1/',
      LLM_MODEL: 'llama3.2',
      LLM_TIMEOUT_SECONDS: '30',
    });
    expect(config.llm).toEqual({
      url: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.2',
      timeoutMs: 30_000,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres:\/\//],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters/],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid configuration: PUBLIC_URL /],
    [{ LLM_API_URL: 'localhost:11434' }, /^Invalid configuration: LLM_API_URL /],
    [{ MAX_MEDIA_SECONDS: '0' }, /^Invalid configuration: MAX_MEDIA_SECONDS /],
  ])('fails with one clear line for %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrowError(message);
  });
});
