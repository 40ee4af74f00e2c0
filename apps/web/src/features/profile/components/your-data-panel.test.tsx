import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { YourDataPanel } from './your-data-panel';

const PASSWORD = 'correct horse battery';
let calls: FakeRequest[];
beforeEach(() => {
  calls = fakeApi(({ method, path, body }) => {
    if (path === '/api/v1/user/export') return { json: { zip: 'stand-in bytes' } };
    if (path === '/api/v1/user/me' && method === 'DELETE') {
      if ((body as { user_password?: string }).user_password !== PASSWORD)
        return { status: 400, json: { success: false, code: 'WRONG_PASSWORD', message: 'no' } };
      return { json: { success: true, message: 'Your account and all its data were deleted.' } };
    }
    if (path === '/api/v1/auth/logout') return { json: { success: true, message: 'Logged out.' } };
    return { status: 404 };
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
  );
});

describe('Your data on the Profile page', () => {
  it('downloads everything as one archive', async () => {
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp(<YourDataPanel />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/v1/user/export')?.method).toBe('GET');
  });

  it('deletes the account only after the password and a confirmation, then signs out', async () => {
    const user = userEvent.setup();
    renderApp(<YourDataPanel />, { route: '/dashboard/profile' });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText('Please enter your password to confirm.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    const field = screen.getByLabelText('Password (or your e-mail address if you sign in with Google only)');
    await user.type(field, 'wrong guess');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete your account for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    dialog = screen.getByRole('dialog', { name: 'Delete your account for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').at(-1)?.body).toEqual({
      user_password: PASSWORD,
      user_email: PASSWORD,
    });
  });
});
