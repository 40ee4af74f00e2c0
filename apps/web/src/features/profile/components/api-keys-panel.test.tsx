import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { ApiKeysPanel } from './api-keys-panel';

const SECRET = 'tsk_Q2hlZXNlIGlzIGdvb2QgZm9yIHlvdSwgZWF0IG1vcmUgb2YgaXQ';
const key = (id: number, name: string, lastUsed: string | null = null, readOnly = false) => ({
  api_key_id: id,
  api_key_name: name,
  api_key_prefix: `tsk_key${id}abc`,
  api_key_created_at: '2026-03-04T10:00:00.000Z',
  api_key_last_used_at: lastUsed,
  api_key_read_only: readOnly,
});

let keys: ReturnType<typeof key>[];
let calls: FakeRequest[];
beforeEach(() => {
  keys = [key(1, 'Backup script', '2026-03-05T08:00:00.000Z')];
  calls = fakeApi(({ method, path, body }) => {
    if (path === '/api/v1/user/api-key' && method === 'GET') return { json: { success: true, data: keys } };
    if (path === '/api/v1/user/api-key' && method === 'POST') {
      const asked = body as { api_key_name: string; api_key_read_only: boolean };
      const created = key(2, asked.api_key_name, null, asked.api_key_read_only);
      keys = [created, ...keys];
      return {
        status: 201,
        json: { success: true, message: 'created', data: { ...created, api_key_secret: SECRET } },
      };
    }
    if (path === '/api/v1/user/api-key/1' && method === 'DELETE') {
      keys = keys.filter((k) => k.api_key_id !== 1);
      return { json: { success: true, message: 'API key "Backup script" revoked.' } };
    }
    return { status: 404 };
  });
});

describe('API keys on the Profile page', () => {
  it('creates a named key and shows its secret once, then only its prefix', async () => {
    const user = userEvent.setup();
    renderApp(<ApiKeysPanel />);
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    expect(within(list).getByText('Backup script')).toBeInTheDocument();
    expect(within(list).getByText(/last used/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please name the key.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Key name'), '  Zapier ');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('Your new API key')).toHaveValue(SECRET);
    // The example names this server, so it can be pasted as it is.
    expect(
      screen.getByText(
        `Example: curl -H "Authorization: Bearer <key>" ${window.location.origin}/api/v1/audio`,
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      api_key_name: 'Zapier',
      api_key_read_only: false,
    });
    expect(await within(list).findByText('Zapier')).toBeInTheDocument();
    expect(within(list).getByText('tsk_key2abc…')).toBeInTheDocument();
    expect(within(list).getByText(/never used/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Your new API key')).toBeNull();
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('creates a read-only key when asked, and marks it in the list', async () => {
    const user = userEvent.setup();
    renderApp(<ApiKeysPanel />);
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    expect(within(list).queryByText('Read-only')).toBeNull();
    const readOnly = screen.getByRole('checkbox', { name: 'Read-only' });
    expect(readOnly).not.toBeChecked();
    expect(readOnly).toHaveAccessibleDescription(
      'It may read your files and transcripts but change nothing: right for an assistant (MCP).',
    );
    await user.type(screen.getByLabelText('Key name'), 'Claude Desktop');
    await user.click(readOnly);
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('Your new API key')).toHaveValue(SECRET);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      api_key_name: 'Claude Desktop',
      api_key_read_only: true,
    });
    const row = (await within(list).findByText('Claude Desktop')).closest('li');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Read-only')).toBeInTheDocument();
    // The next key starts as one that may do everything again.
    expect(screen.getByRole('checkbox', { name: 'Read-only' })).not.toBeChecked();
  });

  it('revokes a key after asking', async () => {
    const user = userEvent.setup();
    renderApp(<ApiKeysPanel />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Backup script' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke "Backup script"?' });
    expect(dialog).toHaveTextContent('Anything using this key will stop working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/user/api-key/1')).toBe(true);
    expect(await screen.findByText('Key "Backup script" revoked.')).toBeInTheDocument();
  });
});
