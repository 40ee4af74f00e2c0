import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-context';
import { storeTokens } from '@/lib/tokens';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import TranscribeAgainDialog from './transcribe-again-dialog';

const NAME = 'Weekly planning meeting (johannes and ana).m4a';

function open(transcribed: boolean) {
  storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
  fakeApi(({ path }) =>
    path === '/api/v1/auth/authenticated'
      ? { json: { success: true, message: 'ok', data: { authenticated: true, user_id: 7 } } }
      : path === '/api/v1/user/me'
        ? { json: { success: true, data: makeUser() } }
        : { json: { success: true, data: [] } },
  );
  const item = makeAudioItem(5, NAME, 1, transcribed ? [makeTranscript(11, 'completed', 100)] : []);
  function Signedin() {
    return useSession().user ? <TranscribeAgainDialog item={item} onClose={vi.fn()} /> : null;
  }
  renderApp(<Signedin />);
}

describe('the transcribe dialog of one file', () => {
  it('names the whole file, and says "again" only for a file transcribed before', async () => {
    open(true);
    expect(await screen.findByRole('dialog', { name: `Transcribe ${NAME} again` })).toBeInTheDocument();
  });

  it('says "Transcribe" for a file never transcribed', async () => {
    open(false);
    expect(await screen.findByRole('dialog', { name: `Transcribe ${NAME}` })).toBeInTheDocument();
  });
});
