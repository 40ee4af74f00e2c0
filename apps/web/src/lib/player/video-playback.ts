import type { TAudioVideo } from '@transcribe/contract';

/**
 * Whether the picture plays in the browser now: the original or the server's web copy. While a copy is
 * being made, or when it could not be, the sound plays on its own (an <audio> of the same address).
 */
export function playsAsVideo(video: TAudioVideo | null | undefined): boolean {
  return video?.playback === 'original' || video?.playback === 'copy';
}
