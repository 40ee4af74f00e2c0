import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TRetention, TRetentionPreview } from '@transcribe/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { RetentionPanel } from './retention-panel';

const PATH = '/api/v1/user/retention';
const OLD_FILES = [
  {
    file_id: 1,
    file_name: 'standup-january.wav',
    file_folder_id: 3,
    file_size_bytes: 1024,
    file_create_date: '2025-01-10T09:00:00.000Z',
  },
  {
    file_id: 2,
    file_name: 'board-meeting.m4a',
    file_folder_id: 3,
    file_size_bytes: 512,
    file_create_date: '2025-02-01T09:00:00.000Z',
  },
];

let rule: TRetention;
let calls: FakeRequest[];
beforeEach(() => {
  rule = { retention_days: null, retention_scope: 'audio' };
  calls = fakeApi(({ method, path, body }) => {
    if (path === PATH && method === 'GET') return { json: { success: true, data: rule } };
    if (path === PATH && method === 'PUT') {
      rule = body as TRetention;
      return { json: { success: true, data: rule } };
    }
    if (path === `${PATH}/preview`) {
      const files = rule.retention_days === null ? [] : OLD_FILES;
      const preview: TRetentionPreview = {
        ...rule,
        preview_file_count: files.length,
        preview_bytes: files.reduce((sum, f) => sum + f.file_size_bytes, 0),
        preview_files: files,
      };
      return { json: { success: true, data: preview } };
    }
    return { status: 404 };
  });
});

const puts = () => calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('Retention on the Profile page', () => {
  it('shows the saved rule (kept forever) and that nothing is removed', async () => {
    renderApp(<RetentionPanel />);
    expect(await screen.findByLabelText('Delete recordings after')).toHaveValue('forever');
    expect(screen.getByRole('heading', { name: 'Retention' })).toBeInTheDocument();
    expect(screen.getByLabelText('The recording only: its transcript stays')).toBeChecked();
    expect(await screen.findByText('Recordings are kept forever: nothing is removed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves a period and scope, then previews the recordings the next run removes', async () => {
    const user = userEvent.setup();
    renderApp(<RetentionPanel />);
    await user.selectOptions(await screen.findByLabelText('Delete recordings after'), '90 days');
    await user.click(screen.getByLabelText('The recording and its transcript'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Retention saved.')).toBeInTheDocument();
    expect(puts()).toEqual([{ retention_days: 90, retention_scope: 'all' }]);
    const preview = await screen.findByRole('region', { name: 'What the next run removes' });
    expect(
      await within(preview).findByText('The next run removes 2 recordings (1.50 KB) with their transcripts.'),
    ).toBeInTheDocument();
    expect(within(preview).getByText('standup-january.wav')).toBeInTheDocument();
    expect(within(preview).getByText('board-meeting.m4a')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('takes another number of days, refusing one out of range without sending it', async () => {
    const user = userEvent.setup();
    renderApp(<RetentionPanel />);
    await user.selectOptions(
      await screen.findByLabelText('Delete recordings after'),
      'Another number of days…',
    );
    const days = screen.getByLabelText('Number of days');
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number of days from 1 to 36500.');
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toEqual([]);

    await user.clear(days);
    await user.type(days, '45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Retention saved.')).toBeInTheDocument();
    expect(puts()).toEqual([{ retention_days: 45, retention_scope: 'audio' }]);
    expect(
      await screen.findByText(
        'The next run removes the audio of 2 recordings (1.50 KB); their transcripts stay.',
      ),
    ).toBeInTheDocument();
  });
});
