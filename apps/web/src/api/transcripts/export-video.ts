import { fetchBinary } from '@/lib/binary-request';

/**
 * POST /api/v1/audio/transcript/export/{transcriptId}/video: the file's video with the transcript as a
 * subtitle track (MP4 or WebM, named by the server "<name> (subtitles).mp4").
 */
export async function exportVideo(transcriptId: number, audioId: number) {
  const file = await fetchBinary('POST', `/api/v1/audio/transcript/export/${transcriptId}/video`, {
    audio_transcript_export_speakers: true,
  });
  return { blob: file.blob, fileName: file.fileName ?? `video-${audioId}.mp4` };
}
