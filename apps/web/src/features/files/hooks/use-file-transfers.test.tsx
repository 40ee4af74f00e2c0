import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { fail, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { useFileTransfers } from './use-file-transfers';

let transfers: ReturnType<typeof useFileTransfers> | undefined;
function Probe() {
  transfers = useFileTransfers();
  return null;
}

describe('exporting several files', () => {
  it('downloads one zip of the ready transcripts, and warns about the file not ready', async () => {
    const calls = fakeApi(({ path }) =>
      path === '/api/v1/audio/transcript/export'
        ? { json: 'zip bytes', headers: { 'content-disposition': 'attachment; filename="transcripts.zip"' } }
        : fail(404, 'NOT_FOUND', 'Not found.'),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp(<Probe />);
    const items = [
      makeAudioItem(5, 'a.wav', 1, [makeTranscript(11, 'completed', 100)]),
      makeAudioItem(6, 'b.wav', 1, [makeTranscript(12, 'completed', 100)]),
      makeAudioItem(7, 'c.wav', 1, [makeTranscript(13, 'transcribing', 40)]),
    ];
    await act(() => transfers?.exportFiles(items, 'vtt'));
    const exports = calls.filter((c) => c.path.startsWith('/api/v1/audio/transcript/export'));
    expect(exports).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v1/audio/transcript/export',
        body: { audio_transcript_export_type: 'vtt', audio_transcript_ids: [11, 12] },
      }),
    ]);
    expect(saved).toEqual(['transcripts.zip']);
    expect(await screen.findByText('Transcript for c.wav is not ready.')).toBeInTheDocument();
  });
});
