import type { ApiClient } from './api-client.js';
import type { TranscriptStatus } from './api-types.js';
import { progress } from './progress.js';
import { fetchAudio } from './transcription.js';

export interface Followed {
  audioId: number;
  transcriptId: number;
}

const FINAL: ReadonlySet<TranscriptStatus> = new Set(['completed', 'failed', 'cancelled']);
export const isFinal = (status: TranscriptStatus) => FINAL.has(status);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Time between two looks at the files still transcribing: a second, longer for many files, so polling stays
 * under the key's 120 requests a minute (about 80 at most).
 */
export const pollInterval = (pending: number) => Math.max(1000, pending * 750);

/**
 * Polls each file (GET /api/v1/audio/{id}) until its transcript is completed, failed or cancelled; shows their
 * mean progress. Resolves to each transcript's final status, by transcript id.
 */
export async function waitForTranscripts(
  api: ApiClient,
  followed: Followed[],
  options: { quiet: boolean },
): Promise<Map<number, TranscriptStatus>> {
  const statuses = new Map<number, TranscriptStatus>();
  const percents = new Map<number, number>();
  const bar = progress(`transcribing ${followed.length} file${followed.length === 1 ? '' : 's'}`, options);
  for (;;) {
    const pending = followed.filter((f) => !statuses.has(f.transcriptId));
    for (const { audioId, transcriptId } of pending) {
      const item = await fetchAudio(api, audioId);
      const transcript = item.transcripts.find((t) => t.id === transcriptId);
      if (!transcript) {
        statuses.set(transcriptId, 'cancelled'); // deleted meanwhile: nothing to wait for
        continue;
      }
      percents.set(transcriptId, transcript.status === 'completed' ? 100 : transcript.progress);
      if (isFinal(transcript.status)) statuses.set(transcriptId, transcript.status);
    }
    const mean = followed.reduce((sum, f) => sum + (percents.get(f.transcriptId) ?? 0), 0) / followed.length;
    const left = followed.length - statuses.size;
    if (left === 0) {
      bar.done();
      return statuses;
    }
    bar.update(mean / 100, `${left} left`);
    await sleep(pollInterval(left));
  }
}
