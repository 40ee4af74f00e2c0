import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { LabelledSpan } from '@transcribe/evaluation';
import { parseRttm } from '@transcribe/evaluation';

/**
 * The real conversations with reference speaker turns: ../shared/data/conversations beside the checkout
 * (see its README), or another folder of the same layout in BENCH_CONVERSATIONS (audio files named after
 * the RTTM's file ids, and turns.rttm).
 */
export const CONVERSATIONS_DIR =
  process.env.BENCH_CONVERSATIONS ?? new URL('../../../shared/data/conversations', import.meta.url).pathname;

export interface Conversation {
  /** The RTTM's file id, e.g. dev00. */
  id: string;
  path: string;
  reference: LabelledSpan[];
  /** Speakers in the reference. */
  speakers: number;
}

/** Every audio file of the folder that turns.rttm has turns for, by id. */
export function readConversations(dir = CONVERSATIONS_DIR): Conversation[] {
  const turns = parseRttm(readFileSync(join(dir, 'turns.rttm'), 'utf8'));
  const audio = readdirSync(dir).filter((name) => turns.has(basename(name, extname(name))));
  return audio.sort().map((name) => {
    const id = basename(name, extname(name));
    const reference = turns.get(id) ?? [];
    return { id, path: join(dir, name), reference, speakers: new Set(reference.map((t) => t.speaker)).size };
  });
}
