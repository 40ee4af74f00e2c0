import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configurationPage } from './config-docs.js';
import { ZEnv } from './environment.js';
import { ZS3Env } from './media-store-config.js';
import { OTHER_VARIABLES, serverConfigurationPage } from './server-environment.js';

const COMMITTED = new URL('../../../../docs/configuration.md', import.meta.url);
const SERVER_SOURCE = fileURLToPath(new URL('..', import.meta.url));

describe('docs/configuration.md', () => {
  it('is what the configuration schemas make (after changing them: npm run docs:config)', () => {
    expect(readFileSync(COMMITTED, 'utf8'), 'docs/configuration.md is stale: run npm run docs:config').toBe(
      serverConfigurationPage(),
    );
  });

  it('lists every variable the server reads from the environment', () => {
    const documented = new Set([
      ...Object.keys(ZEnv.shape),
      ...Object.keys(ZS3Env.shape),
      ...OTHER_VARIABLES.map((variable) => variable.name),
    ]);
    const read = new Set<string>();
    for (const file of readdirSync(SERVER_SOURCE, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.startsWith('test-support')) continue;
      const text = readFileSync(join(SERVER_SOURCE, file), 'utf8');
      for (const match of text.matchAll(/process\.env(?:\.|\[['"])([A-Za-z_][A-Za-z0-9_]*)/g))
        read.add(match[1] as string);
    }
    expect(read).toContain('ROLE');
    expect([...read].filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('configurationPage', () => {
  const page = (schema: z.ZodObject) => configurationPage([schema], []);

  it('prints defaults, what a variable accepts and, for a computed default, its words', () => {
    const text = page(
      z.object({
        PORT: z.coerce
          .number()
          .int()
          .min(0)
          .max(65535)
          .default(8080)
          .meta({ topic: 'Server', description: 'Port.' }),
        CORES: z.coerce
          .number()
          .int()
          .positive()
          .default(7)
          .meta({ topic: 'Jobs and workers', description: 'Cores.', unset: 'the number of cores' }),
        KEY: z
          .string()
          .regex(/^a|b$/, 'must be a or b')
          .optional()
          .meta({ topic: 'Server', description: 'A | B.' }),
        MODE: z.enum(['on', 'off']).default('off').meta({ topic: 'Server', description: 'Mode.' }),
      }),
    );
    expect(text).toContain('| `PORT` | Port. | `8080` | an integer from 0 to 65535 |');
    expect(text).toContain('| `KEY` | A \\| B. | none | must be a or b |');
    expect(text).toContain('| `MODE` | Mode. | `off` | `on`, `off` |');
    expect(text).toContain('| `CORES` | Cores. | the number of cores | an integer above 0 |');
    expect(text.indexOf('## Server')).toBeLessThan(text.indexOf('## Jobs and workers'));
    expect(text).not.toContain('## Webhooks');
  });

  it('refuses a variable without a description or with an unknown topic', () => {
    expect(() => page(z.object({ BARE: z.string() }))).toThrow(/BARE has no description/);
    expect(() => page(z.object({ ODD: z.string().meta({ topic: 'Odd', description: 'x' }) }))).toThrow(
      /ODD: topic "Odd"/,
    );
  });
});
