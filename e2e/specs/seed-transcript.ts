import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { CLIP_A, completedTranscriptId, newAccount, startTranscription, uploadFile } from './library';

const WORDS = 'we reviewed the quarterly figures and agreed on the next steps for the team'.split(' ');

/**
 * A transcript of `seconds` with `count` segments of ten timed words, two speakers taking turns every
 * few segments: the shape a long meeting has, without hours of recognition.
 */
export function longTranscriptBlocks(count = 2000, seconds = 3 * 3600) {
  const step = seconds / count;
  const blocks: unknown[] = [];
  for (let first = 0; first < count; first += 4) {
    const segments = Array.from({ length: Math.min(4, count - first) }, (_, k) => {
      const index = first + k;
      const start = index * step;
      const words = Array.from({ length: 10 }, (_, w) => ({
        word: w === 0 ? `s${index + 1}` : (WORDS[(index + w) % WORDS.length] as string),
        start: Math.round((start + w * (step / 10)) * 1000) / 1000,
        end: Math.round((start + (w + 0.9) * (step / 10)) * 1000) / 1000,
        confidence: w === 5 && index % 50 === 0 ? 0.2 : 0.95,
      }));
      return {
        audio_transcript_data_segment_id: index + 1,
        audio_transcript_data_segment_transcript: words.map((w) => w.word).join(' '),
        audio_transcript_data_segment_start_time: Math.round(start * 1000) / 1000,
        audio_transcript_data_segment_end_time: Math.round((start + step * 0.95) * 1000) / 1000,
        audio_transcript_data_segment_verified: false,
        audio_transcript_data_segment_sa: {
          audio_transcript_data_segment_sa_label: index % 3 === 0 ? 'negative' : 'positive',
          audio_transcript_data_segment_sa_score: 0.7,
        },
        audio_transcript_data_segment_words: words,
      };
    });
    blocks.push({
      audio_transcript_data_id: blocks.length + 1,
      audio_transcript_data_speaker: `Speaker ${(blocks.length % 2) + 1}`,
      audio_transcript_data_segment: segments,
    });
  }
  return blocks;
}

/** Replaces a completed transcript's stored data in the e2e server's SQLite database. */
export function overwriteTranscriptData(transcriptId: number, blocks: unknown[]) {
  const db = new Database(join(process.env.E2E_DATA_DIR ?? '', 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE transcripts SET data = ? WHERE id = ?').run(JSON.stringify(blocks), transcriptId);
  } finally {
    db.close();
  }
}

/**
 * A new account with one file, "Depot planning.wav": a real reading (CLIP_A) transcribed by the real
 * pipeline, whose stored transcript is then replaced by `blocks` (known words at known times).
 */
export async function seededDepotPlanning(request: APIRequestContext, prefix: string, blocks: unknown[]) {
  const account = await newAccount(request, prefix);
  const audioId = await uploadFile(request, account.token, CLIP_A, undefined, 'Depot planning.wav');
  const started = await startTranscription(request, account.token, audioId);
  if (!started.ok()) throw new Error(`transcription refused: ${started.status()}`);
  overwriteTranscriptData(await completedTranscriptId(request, account.token, audioId), blocks);
  return { account, audioId };
}
