import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

const ROOT = new URL('../../../../', import.meta.url);
const DOCUMENT = new URL('docs/openapi.json', ROOT);

/** A small API user's program, written against the types generated from the document. */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

export async function signUpAndMakeFolder(baseUrl: string, email: string, password: string) {
  const api = createClient<paths>({ baseUrl });
  await api.POST('/api/v1/user', { body: { user_email: email, user_password: password } });
  const login = await api.POST('/api/v1/auth', { body: { login_email: email, login_password: password } });
  if (!login.data) throw new Error('sign-in failed');
  const headers = { authorization: \`Bearer \${login.data.login.login_access_token}\` };
  const tree = await api.GET('/api/v1/folder', { headers });
  const root = tree.data?.data[0];
  if (!root) throw new Error('no root folder');
  const made = await api.POST('/api/v1/folder', {
    headers,
    body: { folder_name: 'Interviews', folder_parent_id: root.folder_id },
  });
  const me = await api.GET('/api/v1/user/me', { headers });
  return { folderName: made.data?.data.folder_name, plan: me.data?.data.user_plan.user_plan_name };
}
`;

/** The same program with a mistake an API user could make: the compiler must catch it. */
const WRONG_CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './api.js';
export async function wrong(baseUrl: string) {
  const api = createClient<paths>({ baseUrl });
  await api.POST('/api/v1/folder', { body: { folder_title: 'x', folder_parent_id: 1 } });
}
`;

/** The compiler's errors in each of the files, checked as one program. */
function typeErrors(files: string[]): Map<string, string[]> {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const errors = new Map(files.map((file) => [file, [] as string[]]));
  for (const d of ts.getPreEmitDiagnostics(program))
    errors.get(d.file?.fileName ?? '')?.push(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return errors;
}

/**
 * A client generated from docs/openapi.json with openapi-typescript (types) and openapi-fetch (calls):
 * it type-checks, a wrong call does not, and its calls work against the real server.
 */
describe('a client generated from the OpenAPI document', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    // Inside the repository (node_modules/.cache, ignored by git) so the program finds openapi-fetch.
    mkdirSync(new URL('node_modules/.cache/', ROOT), { recursive: true });
    dir = mkdtempSync(join(new URL('node_modules/.cache/', ROOT).pathname, 'openapi-client-'));
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
    const document = JSON.parse(readFileSync(DOCUMENT, 'utf8'));
    writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(document)));
    writeFileSync(join(dir, 'client.ts'), CLIENT);
    writeFileSync(join(dir, 'wrong.ts'), WRONG_CLIENT);
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('type-checks, and catches a wrong call', () => {
    const [client, wrong] = [join(dir, 'client.ts'), join(dir, 'wrong.ts')];
    const errors = typeErrors([client, wrong]);
    expect(errors.get(client)).toEqual([]);
    expect(errors.get(wrong)?.join('\n')).toMatch(/folder_title/);
  }, 60_000);

  it('calls the real server', async () => {
    const js = ts.transpileModule(CLIENT, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    writeFileSync(join(dir, 'client.js'), js);
    const client = await import(pathToFileURL(join(dir, 'client.js')).href);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const result = await client.signUpAndMakeFolder(base, uniqueEmail(), 'correct horse battery staple');
    // The install's first account: on premium.
    expect(result).toEqual({ folderName: 'Interviews', plan: 'premium' });
  });
});
