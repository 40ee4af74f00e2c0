import { readFileSync, writeFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../src/test-support/test-app.js';

const COMMITTED = new URL('../../../../docs/openapi.json', import.meta.url);

/**
 * The OpenAPI document the server serves is the one in docs/, so every change to the API's shape shows in
 * review as a diff of that file. After an intended change: `UPDATE_OPENAPI=1 npx vitest run --project
 * server test/http/openapi.test.ts`.
 */
describe('the OpenAPI document', () => {
  it('is the committed docs/openapi.json', async () => {
    const t = await createTestApp();
    try {
      const served = `${JSON.stringify((await t.app.inject('/api/docs/openapi.json')).json(), null, 2)}\n`;
      if (process.env.UPDATE_OPENAPI === '1') writeFileSync(COMMITTED, served);
      expect(served).toBe(readFileSync(COMMITTED, 'utf8'));
    } finally {
      await t.close();
    }
  });

  it('refers only to schemas it holds (client generators and Swagger UI follow every $ref)', () => {
    const doc = JSON.parse(readFileSync(COMMITTED, 'utf8')) as Record<string, unknown>;
    const refs = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') refs.add(value);
          else walk(value);
        }
      }
    };
    walk(doc);
    const resolves = (ref: string) =>
      ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], doc) !==
      undefined;
    expect([...refs].filter((ref) => !resolves(ref))).toEqual([]);
    expect(refs).toContain('#/components/schemas/Folder');
  });

  it('passes a standard OpenAPI validator', async () => {
    const doc = JSON.parse(readFileSync(COMMITTED, 'utf8'));
    await expect(SwaggerParser.validate(doc)).resolves.toMatchObject({ openapi: expect.any(String) });
  });

  it('is browsable in Swagger UI at /api/docs, under the content security policy of the app', async () => {
    const t = await createTestApp();
    try {
      const page = await t.app.inject('/api/docs/');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('swagger-ui-bundle.js');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const initializer = await t.app.inject('/api/docs/static/swagger-initializer.js');
      expect(initializer.statusCode).toBe(200);
      const json = await t.app.inject('/api/docs/json');
      expect(json.json()).toEqual((await t.app.inject('/api/docs/openapi.json')).json());
    } finally {
      await t.close();
    }
  });
});
