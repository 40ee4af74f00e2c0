import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appendChunk, saveRecording, storedRecordings } from '@/features/files/recording/recording-store';
import { useSession } from '@/lib/session/session-context';
import { storeTokens } from '@/lib/tokens';
import { fail, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import RecoveredRecordings from './recovered-recordings';

function SignedIn() {
  return useSession().user ? <RecoveredRecordings /> : null;
}

async function storeRecording(userId: number, id: string, seconds: number, chunks: number) {
  const recording = {
    id,
    userId,
    startedAt: Date.now(),
    mimeType: 'audio/webm',
    fileName: `recording-${id}.webm`,
    seconds,
    chunks: 0,
    folderId: null,
  };
  await saveRecording(recording);
  for (let i = 0; i < chunks; i += 1)
    await appendChunk({ ...recording, chunks: i }, new Blob([`chunk ${i}`]));
}

describe('recovered recordings', () => {
  it("offers the user's recordings left in the browser with their length, and Discard removes one", async () => {
    const user = userEvent.setup();
    storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
    fakeApi(({ path }) => {
      if (path === '/api/v1/auth/authenticated')
        return { json: { success: true, message: 'ok', data: { authenticated: true, user_id: 7 } } };
      if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser({ user_id: 7 }) } };
      return fail(404, 'NOT_FOUND', 'nope');
    });
    await storeRecording(7, 'kept', 72, 3);
    await storeRecording(7, 'silent', 0, 0); // never captured a sound: removed, not offered
    await storeRecording(8, 'someone-else', 30, 2);

    renderApp(<SignedIn />);
    expect(await screen.findByText('Recovered recording (1:12)')).toBeInTheDocument();
    expect(screen.getAllByText(/Recovered recording/)).toHaveLength(1);
    expect((await storedRecordings(7)).map((r) => r.id)).toEqual(['kept']);

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText(/Recovered recording/)).toBeNull());
    expect(await storedRecordings(7)).toEqual([]);
    expect((await storedRecordings(8)).map((r) => r.id)).toEqual(['someone-else']);
  });
});
