import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { FileStatus } from './file-status';

const READY = { status: 'completed', progress: 100, kind: 'ready' } as const;

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

  it('gives a completed transcript its verdict, the unsure share in its label: plain to see when poor', async () => {
    renderApp(
      <FileStatus transcriptId={11} state={READY} quality={{ unsure_share: 0.483, verdict: 'poor' }} />,
    );
    const verdict = (await screen.findByText('Poor')).parentElement as HTMLElement;
    const label = 'Poor transcript: the engine was unsure of 48% of the words';
    expect(verdict).toHaveAttribute('title', label);
    expect(verdict).toHaveClass('bg-danger/10');
    expect(screen.getByText(label)).toHaveClass('sr-only');
  });

  it('keeps a good verdict quiet, and shows none while there is no quality yet', async () => {
    const view = renderApp(
      <FileStatus transcriptId={11} state={READY} quality={{ unsure_share: 0.1, verdict: 'good' }} />,
    );
    expect((await screen.findByText('Good')).parentElement).toHaveClass('text-muted');
    view.unmount();
    renderApp(<FileStatus transcriptId={11} state={READY} quality={null} />);
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.queryByTitle(/transcript: the engine/)).not.toBeInTheDocument();
  });
});
