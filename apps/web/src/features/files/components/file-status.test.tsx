import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { FileStatus } from './file-status';

describe('a file status', () => {
  it('shows how much of a completed transcript a person has reviewed', async () => {
    renderApp(
      <FileStatus
        transcriptId={11}
        state={{ status: 'completed', progress: 100, kind: 'ready' }}
        reviewed={42}
      />,
    );
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('42% reviewed')).toBeInTheDocument();
  });

  it('says nothing of review before the transcript is ready', async () => {
    renderApp(
      <FileStatus transcriptId={11} state={{ status: 'failed', progress: 0, kind: 'failed' }} reviewed={0} />,
    );
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.queryByText(/reviewed/)).not.toBeInTheDocument();
  });
});
