import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { WebhooksPanel } from './webhooks-panel';

const SECRET = 'whsec_c2lnbmluZyBzZWNyZXQgZm9yIHRoZSB0ZXN0';
const hook = (id: number, url: string) => ({
  webhook_id: id,
  webhook_url: url,
  webhook_events: ['transcript.completed', 'transcript.failed'],
  webhook_created_at: '2026-03-04T10:00:00.000Z',
});
const delivery = (id: number, status: string, code: number | null, attempts: number) => ({
  webhook_delivery_id: id,
  webhook_delivery_event: id === 9 ? 'webhook.test' : 'transcript.completed',
  webhook_delivery_status: status,
  webhook_delivery_attempts: attempts,
  webhook_delivery_response_code: code,
  webhook_delivery_error: code === 500 ? 'The receiver answered 500.' : null,
  webhook_delivery_created_at: '2026-03-05T08:00:00.000Z',
  webhook_delivery_updated_at: '2026-03-05T08:00:05.000Z',
});

let hooks: ReturnType<typeof hook>[];
let deliveries: ReturnType<typeof delivery>[];
let calls: FakeRequest[];
beforeEach(() => {
  hooks = [hook(1, 'https://hooks.example.com/transcribe')];
  deliveries = [delivery(1, 'delivered', 200, 2)];
  calls = fakeApi(({ method, path, body }) => {
    if (path === '/api/v1/user/webhook' && method === 'GET') return { json: { success: true, data: hooks } };
    if (path === '/api/v1/user/webhook' && method === 'POST') {
      const { webhook_url } = body as { webhook_url: string };
      if (webhook_url.includes('10.0.0.5'))
        return {
          status: 400,
          json: { success: false, code: 'WEBHOOK_ADDRESS_REFUSED', message: 'refused' },
        };
      if (webhook_url.includes('.invalid'))
        return {
          status: 400,
          json: { success: false, code: 'WEBHOOK_HOST_NOT_FOUND', message: 'not found' },
        };
      const created = {
        ...hook(2, webhook_url),
        webhook_events: (body as { webhook_events: string[] }).webhook_events,
      };
      hooks = [...hooks, created];
      return {
        status: 201,
        json: { success: true, message: 'added', data: { ...created, webhook_secret: SECRET } },
      };
    }
    if (path === '/api/v1/user/webhook/1/delivery') return { json: { success: true, data: deliveries } };
    if (path === '/api/v1/user/webhook/1/test' && method === 'POST') {
      deliveries = [delivery(9, 'delivered', 204, 1), ...deliveries];
      return { status: 202, json: { success: true, message: 'queued' } };
    }
    if (path === '/api/v1/user/webhook/1' && method === 'DELETE') {
      hooks = hooks.filter((h) => h.webhook_id !== 1);
      return { json: { success: true, message: 'deleted' } };
    }
    return { status: 404 };
  });
});

describe('Webhooks on the Profile page', () => {
  it('adds a webhook for the chosen events and shows its signing secret once', async () => {
    const user = userEvent.setup();
    renderApp(<WebhooksPanel />);
    const list = await screen.findByRole('list', { name: 'Your webhooks' });
    expect(within(list).getByText('https://hooks.example.com/transcribe')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Address'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(screen.getByText('Please enter an http:// or https:// address.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), 'http://10.0.0.5/hook');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(
      await screen.findByText('This address is on a private or local network and cannot receive webhooks.'),
    ).toBeInTheDocument();
    // A host that does not resolve is not called private: each refusal says its own reason.
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), 'https://hooks.example.invalid/hook');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(
      await screen.findByText(
        'The host of this address could not be found. Check the address for typing errors.',
      ),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), 'https://ci.example.org/done');
    await user.click(screen.getByRole('checkbox', { name: 'transcript.failed' }));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveValue(SECRET);
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      webhook_url: 'https://ci.example.org/done',
      webhook_events: ['transcript.completed', 'comment.created'],
    });
    expect(await within(list).findByText('https://ci.example.org/done')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('sends a test event and shows the delivery log with attempts and answers', async () => {
    const user = userEvent.setup();
    renderApp(<WebhooksPanel />);
    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    expect(await within(table).findByText('webhook.test')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Delivered · 1 attempt');
    expect(rows[1]).toHaveTextContent('204');
    expect(rows[2]).toHaveTextContent('Delivered · 2 attempts');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/user/webhook/1/test')).toBe(true);
  });

  it('deletes a webhook after asking', async () => {
    const user = userEvent.setup();
    renderApp(<WebhooksPanel />);
    await user.click(
      await screen.findByRole('button', { name: 'Delete webhook https://hooks.example.com/transcribe' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this webhook?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no webhooks yet.')).toBeInTheDocument();
  });
});
