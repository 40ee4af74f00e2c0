import { test as base, expect } from '@playwright/test';

/**
 * Every page fails its test on a console error, an uncaught page error or a Content-Security-Policy
 * violation, so the whole suite proves the app runs under the policy the server sends.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Chromium also logs a violation to the console; the event names the directive and the address.
      await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
        errors.push(`Content Security Policy violation: ${violation}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation(text: string): void })
            .__reportCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile})`);
        });
      });
      await use(errors);
      expect(errors, 'console errors or CSP violations during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
