import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverConfigurationPage } from '../config/server-environment.js';

/** `npm run docs:config`: writes docs/configuration.md from the configuration schemas. */
const page = fileURLToPath(new URL('../../../../docs/configuration.md', import.meta.url));
const text = serverConfigurationPage();
let before = '';
try {
  before = readFileSync(page, 'utf8');
} catch {
  // Not written yet.
}
writeFileSync(page, text);
console.log(before === text ? `${page}: unchanged` : `${page}: written`);
