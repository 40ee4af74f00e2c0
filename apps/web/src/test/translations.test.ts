import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/languages';
import { TRANSLATIONS } from './translations';

type Tree = { [key: string]: string | Tree };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(LANGUAGES.map((lng) => [lng, flatten(TRANSLATIONS[lng] as Tree)])) as Record<
  (typeof LANGUAGES)[number],
  Map<string, string>
>;
const english = flat.en;

/** Keys a language must have: the English keys, with each plural expanded to that language's forms. */
function expectedKeys(language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (PLURAL.test(key)) for (const category of categories) keys.add(key.replace(PLURAL, `_${category}`));
    else keys.add(key);
  }
  return [...keys].sort();
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each(LANGUAGES)('translation file %s', (language) => {
  const keys = flat[language];

  it('has every key, with the plural forms its language needs, and nothing else', () => {
    expect([...keys.keys()].sort()).toEqual(expectedKeys(language));
  });

  it('has no empty text and uses the same placeholders as English', () => {
    for (const [key, text] of keys) {
      expect(text.trim(), key).not.toBe('');
      const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '';
      expect(variables(text), key).toEqual(variables(source));
    }
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const exists = (key: string) => english.has(key) || english.has(`${key}_other`);
const namespaces = Object.keys(TRANSLATIONS.en);

describe('keys used in the code', () => {
  const source = sourceFiles(join(__dirname, '..')).map((file) => readFileSync(file, 'utf8'));

  it('exist in English (so in every language)', () => {
    const missing: string[] = [];
    for (const text of source) {
      for (const [, key = ''] of text.matchAll(/'([a-z][A-Za-z]*(?:\.[A-Za-z_]+)+)'/g)) {
        if (namespaces.includes(key.split('.')[0] ?? '') && !exists(key)) missing.push(key);
      }
      // Built keys such as `auth.${mode}.title` must match at least one real key.
      for (const [, template = ''] of text.matchAll(/(?<![\w.])t\(`([^`]+)`/g)) {
        const pattern = new RegExp(
          `^${template.replace(/\./g, '\\.').replace(/\$\{[^}]+\}/g, '[^.]+')}(_other)?$`,
        );
        if (![...english.keys()].some((key) => pattern.test(key))) missing.push(template);
      }
    }
    expect(missing).toEqual([]);
  });

  it('include a translation for every error code the server sends (the contract names them all)', () => {
    expect(ERROR_CODES.filter((code) => !english.has(`errors.${code}`))).toEqual([]);
  });
});
