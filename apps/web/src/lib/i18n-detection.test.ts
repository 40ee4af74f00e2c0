import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, describe, expect, it } from 'vitest';
import { setCookie } from '@/test/cookies';
import { baseOptions, detectionOptions } from './i18n';

async function detect(): Promise<string | undefined> {
  const instance = i18next.createInstance();
  await instance.use(LanguageDetector).init({ ...baseOptions, detection: detectionOptions, resources: {} });
  return instance.language;
}

describe('interface language detection', () => {
  afterEach(() => document.documentElement.setAttribute('lang', 'en'));

  it('reads the i18next cookie first', async () => {
    setCookie('i18next', 'de');
    localStorage.setItem('i18nextLng', 'fr');
    document.documentElement.lang = 'es';
    expect(await detect()).toBe('de');
  });

  it('then local storage', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    document.documentElement.lang = 'es';
    expect(await detect()).toBe('fr');
  });

  it('then the html lang attribute, matched on its prefix', async () => {
    document.documentElement.lang = 'es-MX';
    expect(await detect()).toBe('es');
  });

  it('falls back to English', async () => {
    document.documentElement.lang = 'pt';
    expect(await detect()).toBe('en');
  });

  it('skips a cookie holding script-like text and moves on', async () => {
    setCookie('i18next', encodeURIComponent('<script>alert(1)</script>'));
    localStorage.setItem('i18nextLng', 'de');
    expect(await detect()).toBe('de');
  });

  it('remembers the choice in the i18next cookie', async () => {
    const instance = i18next.createInstance();
    await instance.use(LanguageDetector).init({ ...baseOptions, detection: detectionOptions, resources: {} });
    await instance.changeLanguage('fr');
    expect(document.cookie).toContain('i18next=fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });
});
