/**
 * A video file's poster frame (image/jpeg), with the token in the address as the stream's: an <img> cannot
 * send a header. Empty without both an id and a token (the caller then shows no image).
 */
export function posterUrl(audioId: number | undefined, token: string | null): string {
  if (!audioId || !token) return '';
  return `/api/v1/audio/poster/${audioId}?token=${encodeURIComponent(token)}`;
}
