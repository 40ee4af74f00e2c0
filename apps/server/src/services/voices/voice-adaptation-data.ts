import { appendFile, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type TSpeakerBlock, WORKSPACE_ROLES } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { transcriptsWithVerifiedSpeech } from '../../db/repositories/voice-adaptations.js';
import { type AdaptationUtterance, withMargin } from '../../pipeline/adaptation/index.js';
import { BYTES_PER_SECOND, decodeToPcm } from '../../pipeline/decode.js';
import { withLocalMedia } from '../../storage/media-store.js';
import { parseBlocks } from '../core/transcript-data.js';
import { roleAllows } from '../core/workspace-roles.js';

/** One verified segment of a voice: where it is (seconds in its file, with a margin) and what was said. */
export interface VerifiedSpan {
  storageKey: string;
  start: number;
  end: number;
  text: string;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The verified segments of the speaker called `name` in one transcript, in time order. */
export function verifiedSpansOf(blocks: TSpeakerBlock[], name: string, storageKey: string): VerifiedSpan[] {
  const all = blocks
    .flatMap((block) =>
      block.audio_transcript_data_segment.map((segment) => ({
        segment,
        speaker: block.audio_transcript_data_speaker,
      })),
    )
    .sort(
      (a, b) =>
        a.segment.audio_transcript_data_segment_start_time -
        b.segment.audio_transcript_data_segment_start_time,
    );
  return all.flatMap(({ segment, speaker }, i) => {
    const text = segment.audio_transcript_data_segment_transcript.trim();
    if (!segment.audio_transcript_data_segment_verified || !sameName(speaker, name) || text === '') return [];
    const start = segment.audio_transcript_data_segment_start_time;
    const end = segment.audio_transcript_data_segment_end_time;
    if (end <= start) return [];
    const previousEnd = all[i - 1]?.segment.audio_transcript_data_segment_end_time;
    const nextStart = all[i + 1]?.segment.audio_transcript_data_segment_start_time;
    return [{ storageKey, ...withMargin(start, end, previousEnd, nextStart), text }];
  });
}

/**
 * The verified speech of the voice called `name` across the transcripts its owner may write, newest file
 * first: every span, and their seconds in all.
 */
export async function verifiedSpeechOf(ctx: AppContext, userId: number, name: string) {
  const writeRoles = WORKSPACE_ROLES.filter((role) => roleAllows(role, 'write'));
  const transcripts = await transcriptsWithVerifiedSpeech(ctx.db, userId, writeRoles);
  const spans = transcripts.flatMap((t) => verifiedSpansOf(parseBlocks(t.data), name, t.storage_key));
  return { spans, seconds: spans.reduce((sum, s) => sum + s.end - s.start, 0) };
}

/**
 * The spans as utterances the pipeline adapts on: each file's spans decoded (only them, each on its own)
 * and laid end to end in one PCM file per recording in `workDir`.
 */
export async function decodeSpans(
  ctx: AppContext,
  spans: VerifiedSpan[],
  workDir: string,
  signal: AbortSignal,
): Promise<AdaptationUtterance[]> {
  const byFile = new Map<string, VerifiedSpan[]>();
  for (const span of spans) byFile.set(span.storageKey, [...(byFile.get(span.storageKey) ?? []), span]);
  const utterances: AdaptationUtterance[] = [];
  let file = 0;
  for (const [key, ofFile] of byFile) {
    const pcmPath = join(workDir, `speech-${file++}.pcm`);
    await withLocalMedia(
      ctx.media,
      key,
      async (mediaPath) => {
        let at = 0;
        for (const span of ofFile) {
          const piece = join(workDir, 'piece.pcm');
          const range = { start: span.start, end: span.end };
          await decodeToPcm({
            ffmpegPath: ctx.config.ffmpegPath,
            inputPath: mediaPath,
            pcmPath: piece,
            signal,
            range,
          });
          const bytes = await readFile(piece);
          await rm(piece);
          await appendFile(pcmPath, bytes);
          const seconds = bytes.length / BYTES_PER_SECOND;
          if (seconds > 0) utterances.push({ pcmPath, start: at, end: at + seconds, text: span.text });
          at += seconds;
        }
      },
      { under: workDir },
    );
  }
  return utterances;
}
