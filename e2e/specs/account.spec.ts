import { expect, test } from './fixtures';
import { PASSWORD, saveScreenshot, uniqueEmail } from './helpers';

test('sign up, sign in, organise folders, switch language, log out', async ({ page }) => {
  const email = uniqueEmail('journey');
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByText('Create your account')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}!`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Registration successful! Please sign in.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Files' })).toBeVisible();
  await expect(page.getByText('0 of 3 Transcriptions Used')).toBeVisible();

  // Create two folders, nest one inside the other, rename, then delete.
  const folders = page.getByRole('list', { name: 'Folders' });
  for (const name of ['Interviews', 'Podcasts']) {
    await page.getByRole('button', { name: 'New Folder' }).click();
    await page.getByRole('dialog').getByLabel('Folder name').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`Folder "${name}" created.`)).toBeVisible();
    await expect(folders.getByRole('button', { name, exact: true })).toBeVisible();
  }

  await folders.getByRole('button', { name: 'Options for Interviews' }).click();
  await page.getByRole('menuitem', { name: 'Add Sub-folder' }).click();
  await page
    .getByRole('dialog', { name: 'New sub-folder in "Interviews"' })
    .getByLabel('Folder name')
    .fill('2024');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Folder "2024" created.')).toBeVisible();
  await folders.getByRole('button', { name: '2024', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/\?folder=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '2024' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText('Interviews');

  await folders.getByRole('button', { name: 'Options for Interviews' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename folder' }).getByLabel('Folder name');
  await expect(rename).toHaveValue('Interviews');
  await rename.fill('Client interviews');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Folder "Client interviews" updated.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText('Client interviews');
  await saveScreenshot(page, 'dashboard-folders');

  // Deleting the folder that holds the open one returns to Recent Files.
  await folders.getByRole('button', { name: 'Options for Client interviews' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete folder "Client interviews"?' });
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Folder "Client interviews" deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(folders.getByRole('button', { name: 'Client interviews' })).toHaveCount(0);
  await expect(folders.getByRole('button', { name: 'Podcasts', exact: true })).toBeVisible();

  // The folders survive a reload: they live on the server.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Folders' }).getByRole('button', { name: 'Podcasts', exact: true }),
  ).toBeVisible();

  // Every language changes the interface, and the choice is kept.
  const languages = [
    { code: 'es', heading: 'Archivos recientes', newFolder: 'Nueva carpeta' },
    { code: 'fr', heading: 'Fichiers récents', newFolder: 'Nouveau dossier' },
    { code: 'de', heading: 'Zuletzt verwendet', newFolder: 'Neuer Ordner' },
  ];
  for (const { code, heading, newFolder } of languages) {
    await page.locator('header').getByRole('combobox').selectOption(code);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: newFolder })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Zuletzt verwendet' })).toBeVisible();
  await page.locator('header').getByRole('combobox').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Files' })).toBeVisible();

  // Logout leaves for /login, and the dashboard is closed afterwards.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
