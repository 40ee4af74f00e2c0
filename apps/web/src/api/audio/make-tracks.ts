import { ZAudioUploadResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/audio/tracks: one new file whose channels are these files, the tracks of one conversation (a
 * person each), each starting `offsets` seconds after the recording's start; the files go once it is made.
 */
export async function makeTracks(audioIds: number[], offsets: number[]) {
  return (
    await api.post('/api/v1/audio/tracks', {
      schema: ZAudioUploadResponse,
      body: { audio_ids: audioIds, offsets, remove_tracks: true },
    })
  ).data;
}
