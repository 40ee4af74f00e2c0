import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/test/test-i18n';
import { errorFromBody } from './api-client';
import { ApiError } from './api-error';
import { useErrorText } from './error-text';

function errorTextIn(language: string) {
  const i18n = createTestI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useErrorText(), { wrapper }).result.current;
}

describe('error text', () => {
  it("translates the server's code into the user's language", () => {
    const error = new ApiError({ status: 409, code: 'EMAIL_TAKEN', serverMessage: 'An account ... exists.' });
    expect(errorTextIn('fr')(error)).toBe('Un compte existe déjà avec cette adresse e-mail.');
    expect(errorTextIn('de')(error)).toBe('Mit dieser E-Mail-Adresse gibt es bereits ein Konto.');
  });

  it("falls back to the server's message for a code the contract does not name (an older server)", () => {
    const error = errorFromBody(400, {
      success: false,
      code: 'SOMETHING_NEW',
      message: 'A brand new problem.',
    });
    expect(error.code).toBeUndefined();
    expect(errorTextIn('es')(error)).toBe('A brand new problem.');
  });

  it("then to the call's own text, then to the unknown-error text", () => {
    const error = new ApiError({ status: 500 });
    expect(errorTextIn('en')(error, 'folders.toast.saveFailed')).toBe('Failed to save folder.');
    expect(errorTextIn('en')(new Error('boom'))).toBe('An unknown API error occurred.');
  });
});
