import { unzipSync } from 'fflate';
import { expect, test } from './fixtures';
import { PASSWORD, signInThroughUi } from './helpers';
import { CLIP_A, newAccount, uploadFile } from './library';

test('an API key made on the Profile page works on the API until it is revoked', async ({
  page,
  request,
}) => {
  const { email } = await newAccount(request, 'api-key');
  await signInThroughUi(page, email);
  await page.goto('/dashboard/profile');
  await page.getByRole('tab', { name: 'API keys' }).click();
  await page.getByLabel('Key name').fill('backup script');
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = await page.getByLabel('Your new API key').inputValue();
  expect(secret).toMatch(/^tsk_/);
  const withKey = { headers: { authorization: `Bearer ${secret}` } };
  expect((await request.get('/api/v1/audio', withKey)).status()).toBe(200);

  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Revoke backup script' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Key "backup script" revoked.')).toBeVisible();
  expect((await request.get('/api/v1/audio', withKey)).status()).toBe(401);
});

test('Your data: the archive holds the account and the recording; the account is deleted with its password', async ({
  page,
  request,
}) => {
  const { email, token } = await newAccount(request, 'your-data');
  await uploadFile(request, token, CLIP_A, undefined, 'interview.wav');
  await signInThroughUi(page, email);
  await page.goto('/dashboard/profile');
  await page.getByRole('tab', { name: 'Your data' }).click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const entries = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  const names = Object.keys(entries);
  expect(names).toContain('account.json');
  expect(new TextDecoder().decode(entries['account.json'])).toContain(email);
  const recording = names.find((name) => name.endsWith('interview.wav'));
  expect(recording && entries[recording]?.length).toBeGreaterThan(100_000);

  await page.getByLabel(/^Password \(or your e-mail/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  // Signed out, on the sign-in page (a wrong password is refused in the component and API tests: a 400 here
  // would fail this suite's no-console-error rule).
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const login = await request.post('/api/v1/auth', {
    data: { login_email: email, login_password: PASSWORD },
  });
  expect(login.status()).toBe(401);
  const files = await request.get('/api/v1/audio', { headers: { authorization: `Bearer ${token}` } });
  expect(files.ok() ? (await files.json()).data : []).toEqual([]);
});
