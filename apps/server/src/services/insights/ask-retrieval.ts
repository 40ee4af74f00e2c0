import type { TAskPassage, TSpeakerBlock } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { audioById } from '../../db/repositories/audio.js';
import { prepareSearch } from '../../db/repositories/search-hits.js';
import { refreshSearchIndex } from '../../db/repositories/search-index.js';
import { matchingFiles, matchingSegments, searchOwners } from '../../db/repositories/search-query.js';
import { inSearchSession } from '../../db/repositories/search-window.js';
import { workspacesOfUser } from '../../db/repositories/workspaces.js';
import { overlapScores } from '../../search/ask-terms.js';
import { matchedRanges } from '../../search/highlight.js';
import { parseSearchQuery } from '../../search/search-query.js';
import { INDEX_LANGUAGES, type IndexLanguage } from '../../search/search-terms.js';

/** A segment the asker may read, as retrieval found it. */
export interface FoundSegment {
  audio_id: number;
  file_name: string;
  transcript_id: number;
  segment_id: number;
  start: number;
  end: number;
  text: string;
  speaker: string;
  language: IndexLanguage;
  highlights: TAskPassage['highlights'];
}

export interface Retrieved {
  /** The best matching segments, best first. */
  passages: FoundSegment[];
  /** What the model is shown: the passages (and, in one transcript, their neighbours), in order. */
  context: FoundSegment[];
}

/** Passages kept per question. */
export const PASSAGES_MAX = 6;
/** About 3,000 tokens of segments at most go to the model. */
export const CONTEXT_MAX_CHARS = 12_000;
/** Files searched per word of the question across a library. */
const FILES_PER_WORD = 20;

const asIndexLanguage = (language: string): IndexLanguage =>
  (INDEX_LANGUAGES as readonly string[]).includes(language) ? (language as IndexLanguage) : 'simple';

function highlighted(segment: Omit<FoundSegment, 'highlights'>, keywords: string[]): FoundSegment {
  const query = parseSearchQuery(keywords.join(' '));
  return { ...segment, highlights: matchedRanges(segment.text, segment.language, query) };
}

/** Segments in order until CONTEXT_MAX_CHARS is reached. */
function withinBudget(segments: FoundSegment[]): FoundSegment[] {
  let used = 0;
  return segments.filter((segment) => {
    used += segment.text.length + 40;
    return used <= CONTEXT_MAX_CHARS;
  });
}

/**
 * One transcript's own segments ranked by the question's words (rarer words weigh more). The model sees
 * the whole transcript when it is short, else the passages with the segment before and after each.
 */
export function transcriptPassages(
  source: { audio_id: number; file_name: string; transcript_id: number; language: IndexLanguage },
  blocks: TSpeakerBlock[],
  keywords: string[],
): Retrieved {
  const all = blocks.flatMap((block) =>
    block.audio_transcript_data_segment
      .filter((s) => s.audio_transcript_data_segment_transcript.trim() !== '')
      .map((s) =>
        highlighted(
          {
            ...source,
            segment_id: s.audio_transcript_data_segment_id,
            start: s.audio_transcript_data_segment_start_time,
            end: s.audio_transcript_data_segment_end_time,
            text: s.audio_transcript_data_segment_transcript,
            speaker: block.audio_transcript_data_speaker,
          },
          keywords,
        ),
      ),
  );
  const scores = overlapScores(
    all.map((s) => s.text),
    source.language,
    keywords,
  );
  const ranked = all
    .map((segment, index) => ({ segment, index, score: scores[index] ?? 0 }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, PASSAGES_MAX);
  const passages = ranked.map((entry) => entry.segment);
  const whole = all.reduce((sum, s) => sum + s.text.length + 40, 0) <= CONTEXT_MAX_CHARS;
  if (whole || ranked.length === 0) return { passages, context: withinBudget(all) };
  const near = new Set(ranked.flatMap((entry) => [entry.index - 1, entry.index, entry.index + 1]));
  const context = withinBudget(all.filter((_, index) => near.has(index)));
  return { passages, context };
}

/**
 * Segments of the files the user may read (or, with `audioIds`, of those files) that hold the question's
 * words, from the search index: each word is looked up on its own, and a segment ranks by how many of the
 * words it holds, then by the index's score.
 */
export async function indexedPassages(
  ctx: AppContext,
  userId: number,
  keywords: string[],
  audioIds: number[] | null,
): Promise<Retrieved> {
  if (keywords.length === 0 || audioIds?.length === 0) return { passages: [], context: [] };
  const workspaceIds = (await workspacesOfUser(ctx.db, userId)).map((w) => w.id);
  const owners = await searchOwners(ctx.db, userId, workspaceIds);
  await refreshSearchIndex(ctx.db, owners);
  const found = new Map<
    string,
    { words: Set<string>; score: number; segment: Omit<FoundSegment, 'highlights'> }
  >();
  await inSearchSession(ctx.db, async (db) => {
    for (const keyword of keywords) {
      const query = parseSearchQuery(keyword);
      if (query.words.length === 0) continue;
      const search = await prepareSearch(db, { reader: { userId, workspaceIds }, owners }, query);
      const files =
        audioIds ??
        (await matchingFiles(db, search, { limit: FILES_PER_WORD, offset: 0 }))
          .filter((file) => file.segment_matches > 0)
          .map((file) => file.audio_id);
      for (const match of await matchingSegments(db, search, files)) {
        const key = `${match.audio_id}:${match.segment_id}`;
        const entry = found.get(key) ?? {
          words: new Set<string>(),
          score: 0,
          segment: {
            audio_id: match.audio_id,
            file_name: '',
            transcript_id: match.transcript_id,
            segment_id: match.segment_id,
            start: match.start_time,
            end: match.end_time,
            text: match.text,
            speaker: '',
            language: asIndexLanguage(match.language),
          },
        };
        entry.words.add(keyword);
        entry.score += match.score;
        found.set(key, entry);
      }
    }
  });
  const best = [...found.values()]
    .sort((a, b) => b.words.size - a.words.size || b.score - a.score || a.segment.start - b.segment.start)
    .slice(0, PASSAGES_MAX);
  const names = new Map<number, string>();
  for (const { segment } of best) {
    if (!names.has(segment.audio_id)) {
      names.set(segment.audio_id, (await audioById(ctx.db, segment.audio_id))?.file_name ?? '');
    }
  }
  const passages = best.map(({ segment }) =>
    highlighted({ ...segment, file_name: names.get(segment.audio_id) ?? '' }, keywords),
  );
  const context = withinBudget([...passages].sort((a, b) => a.audio_id - b.audio_id || a.start - b.start));
  return { passages, context };
}
