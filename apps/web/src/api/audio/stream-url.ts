/** The spec's stream address; empty (with a warning in the console) without both an id and a token. */
export function streamUrl(audioId: number | undefined, token: string | null): string {
  if (!audioId || !token) {
    console.warn('Cannot build the audio stream address without an audio id and a token.');
    return '';
  }
  return `/api/v1/audio/stream/${audioId}?token=${encodeURIComponent(token)}`;
}
