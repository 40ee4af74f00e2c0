import { describe, expect, it } from 'vitest';
import { isSafeLanguageCode, toSupportedLanguage } from './languages';

describe('toSupportedLanguage', () => {
  it('matches on the prefix before any hyphen', () => {
    expect(toSupportedLanguage('fr-CA')).toBe('fr');
    expect(toSupportedLanguage('de_AT')).toBe('de');
    expect(toSupportedLanguage('ES')).toBe('es');
  });

  it('gives nothing for unsupported or missing codes', () => {
    expect(toSupportedLanguage('pt-BR')).toBe('');
    expect(toSupportedLanguage(undefined)).toBe('');
    expect(toSupportedLanguage('')).toBe('');
  });

  it.each([
    '<script>alert(1)</script>',
    'en" onload="steal()',
    'javascript:alert(1)',
    'VBScript:msgbox',
    'eval(atob("x"))',
    'en;document.cookie',
    'x.innerHTML=1',
    'alert(1)',
  ])('discards script-injection-like text: %s', (code) => {
    expect(isSafeLanguageCode(code)).toBe(false);
    expect(toSupportedLanguage(code)).toBe('');
  });

  it('keeps ordinary codes', () => {
    expect(isSafeLanguageCode('en-US')).toBe(true);
  });
});
