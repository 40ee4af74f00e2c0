import { useCallback, useState } from 'react';
import { streamUrl } from '@/api/audio/stream-url';
import { type MediaPlayer, useMediaPlayer } from '@/lib/player/use-media-player';
import { renewAccessToken } from '@/lib/session-renewal';
import { getAccessToken } from '@/lib/tokens';

/**
 * The owner's player: the file streamed with the access token in its address. The token may expire during
 * a long session: a load error renews it once and playback carries on where it was.
 */
export function useAudioPlayer(audioId: number | undefined): MediaPlayer {
  const [token, setToken] = useState(getAccessToken);
  const recover = useCallback(async () => {
    const fresh = token ? await renewAccessToken(token) : null;
    if (!fresh || fresh === token) return false;
    setToken(fresh);
    return true;
  }, [token]);
  return useMediaPlayer(streamUrl(audioId, token), recover);
}

/** The player the viewer's parts drive (`<AudioPlayer>` is its view). */
export type PlayerControls = MediaPlayer;
