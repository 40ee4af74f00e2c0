import { appendFile, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BYTES_PER_SECOND, decodeToPcm } from '../decode.js';
import { speakerModel } from '../diarisation/speaker-embeddings.js';
import type { TimeSpan } from '../diarisation/speech-frames.js';
import { chosenSpans, voicePrints } from './voice-print.js';

export interface PrintRecordingInput {
  mediaPath: string;
  /** Where one person speaks (a speaker's segments), seconds on the recording's timeline. */
  spans: TimeSpan[];
  /** An empty folder for work files; the caller removes it. */
  workDir: string;
  ffmpegPath: string;
  /** Where an installed speaker model is. */
  modelsDir: string;
  signal: AbortSignal;
}

/**
 * The voice prints of one person in a recording: only the stretches the prints use are decoded (each on
 * its own, then laid end to end), so a speaker of a three-hour recording costs what two minutes do.
 */
export async function printRecording(input: PrintRecordingInput) {
  const spans = chosenSpans(input.spans);
  const pcmPath = join(input.workDir, 'voice.pcm');
  const laid: TimeSpan[] = [];
  let at = 0;
  for (const [i, span] of spans.entries()) {
    const piece = join(input.workDir, `span-${i}.pcm`);
    await decodeToPcm({
      ffmpegPath: input.ffmpegPath,
      inputPath: input.mediaPath,
      pcmPath: piece,
      signal: input.signal,
      range: span,
    });
    const bytes = await readFile(piece);
    await rm(piece);
    await appendFile(pcmPath, bytes);
    laid.push({ start: at, end: at + bytes.length / BYTES_PER_SECOND });
    at += bytes.length / BYTES_PER_SECOND;
  }
  if (laid.length === 0) return { prints: [], seconds: 0 };
  return voicePrints(pcmPath, laid, { embedding: await speakerModel(input.modelsDir), signal: input.signal });
}
