import { expect, test } from './fixtures';

test('the app is served under a Content-Security-Policy without inline scripts', async ({ page }) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// Proves the guard every test runs under: the policy blocks an injected inline script and the fixture
// records the violation, which would fail any other test; this one takes the record back out.
test('a policy violation is caught by the test fixture', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => consoleErrors.filter((e) => e.startsWith('Content Security Policy violation: script-src')))
    .toHaveLength(1);
  consoleErrors.length = 0;
});
