import type { TSegment, TSpeakerBlock } from '@transcribe/contract';
import { SAME_TIME } from './word-alignment.js';

interface Span {
  start: number;
  end: number;
}

const startOf = (s: TSegment) => s.audio_transcript_data_segment_start_time;
const endOf = (s: TSegment) => s.audio_transcript_data_segment_end_time;
const touches = (s: TSegment, range: Span) =>
  endOf(s) > range.start + SAME_TIME && startOf(s) < range.end - SAME_TIME;
const overlap = (s: TSegment, span: Span) =>
  Math.max(0, Math.min(endOf(s), span.end) - Math.max(startOf(s), span.start));

/** The range grown to the whole segments it touches, so a redo never cuts one in two. */
export function coveringRange(blocks: TSpeakerBlock[], range: Span): Span {
  let { start, end } = range;
  for (const block of blocks)
    for (const segment of block.audio_transcript_data_segment)
      if (touches(segment, range)) {
        start = Math.min(start, startOf(segment));
        end = Math.max(end, endOf(segment));
      }
  return { start, end };
}

interface Placed {
  segment: TSegment;
  speaker: string;
  /** The stored block it came from; undefined for a new segment. */
  blockId?: number;
}

/**
 * The transcript with the segments inside `range` replaced by `fresh`'s segments there: every segment
 * outside stays exactly as it was (text, times, words, verified mark, block and speaker name). A new
 * segment takes the speaker of the replaced segment it overlaps most (of its nearest neighbour when none)
 * and the next free segment id.
 */
export function spliceRange(current: TSpeakerBlock[], fresh: TSpeakerBlock[], range: Span): TSpeakerBlock[] {
  const placed: Placed[] = current.flatMap((block) =>
    block.audio_transcript_data_segment.map((segment) => ({
      segment,
      speaker: block.audio_transcript_data_speaker,
      blockId: block.audio_transcript_data_id,
    })),
  );
  const replaced = placed.filter((p) => touches(p.segment, range));
  const kept = placed.filter((p) => !touches(p.segment, range));
  let nextId = Math.max(0, ...placed.map((p) => p.segment.audio_transcript_data_segment_id)) + 1;
  const added: Placed[] = fresh
    .flatMap((block) =>
      block.audio_transcript_data_segment.map((segment) => ({
        segment,
        speaker: block.audio_transcript_data_speaker,
      })),
    )
    .filter(({ segment }) => {
      const middle = (startOf(segment) + endOf(segment)) / 2;
      return middle >= range.start && middle < range.end;
    })
    .map(({ segment, speaker }) => ({
      segment: { ...clampTo(segment, range), audio_transcript_data_segment_id: nextId++ },
      speaker: speakerFor(segment, replaced, kept) ?? speaker,
    }));
  const all = [...kept, ...added].sort((a, b) => startOf(a.segment) - startOf(b.segment));
  return regroup(all, current);
}

/** A new segment inside the range (the recogniser's margins reach past it), its words too. */
function clampTo(segment: TSegment, range: Span): TSegment {
  const inside = (t: number) => Math.min(range.end, Math.max(range.start, t));
  return {
    ...segment,
    audio_transcript_data_segment_start_time: inside(startOf(segment)),
    audio_transcript_data_segment_end_time: inside(endOf(segment)),
    audio_transcript_data_segment_words: segment.audio_transcript_data_segment_words.map((w) => ({
      ...w,
      start: inside(w.start),
      end: inside(w.end),
    })),
  };
}

/** The speaker of the segment among `replaced` overlapping `segment` most, else of the nearest of `kept`. */
function speakerFor(segment: TSegment, replaced: Placed[], kept: Placed[]): string | undefined {
  const span = { start: startOf(segment), end: endOf(segment) };
  let best: Placed | undefined;
  for (const p of replaced) if (overlap(p.segment, span) > (best ? overlap(best.segment, span) : 0)) best = p;
  if (best) return best.speaker;
  const distance = (p: Placed) => Math.max(startOf(p.segment) - span.end, span.start - endOf(p.segment), 0);
  return [...kept].sort((a, b) => distance(a) - distance(b))[0]?.speaker;
}

/**
 * Segments in time order as speaker blocks: a stored block's segments stay in that block (its id and
 * name) while they run on; a new segment joins the block before it when the speaker is the same. A block
 * id used again later (a block the redo cut in two) and new blocks take the next free ids.
 */
function regroup(all: Placed[], current: TSpeakerBlock[]): TSpeakerBlock[] {
  const blocks: TSpeakerBlock[] = [];
  const used = new Set<number>();
  let nextBlockId = Math.max(0, ...current.map((b) => b.audio_transcript_data_id)) + 1;
  let lastSource: number | undefined;
  for (const p of all) {
    const last = blocks.at(-1);
    const continues =
      last !== undefined &&
      (p.blockId === undefined
        ? last.audio_transcript_data_speaker === p.speaker
        : lastSource === p.blockId && last.audio_transcript_data_speaker === p.speaker);
    if (continues) last.audio_transcript_data_segment.push(p.segment);
    else {
      const id = p.blockId !== undefined && !used.has(p.blockId) ? p.blockId : nextBlockId++;
      used.add(id);
      blocks.push({
        audio_transcript_data_id: id,
        audio_transcript_data_speaker: p.speaker,
        audio_transcript_data_segment: [p.segment],
      });
    }
    if (p.blockId !== undefined) lastSource = p.blockId;
  }
  return blocks;
}

/**
 * The transcript's segments, unchanged, regrouped by `speakers` (a speaker index per segment, in time
 * order). Each new speaker takes the old name it shares the most speech time with (greedily, one name
 * each), so names people gave survive where the voices still match; others are named 'Speaker N'.
 */
export function regroupSpeakers(current: TSpeakerBlock[], speakers: number[]): TSpeakerBlock[] {
  const placed = current.flatMap((block) =>
    block.audio_transcript_data_segment.map((segment) => ({
      segment,
      old: block.audio_transcript_data_speaker,
    })),
  );
  const shared = new Map<string, number>();
  placed.forEach((p, i) => {
    const key = `${speakers[i] ?? 0}\u0000${p.old}`;
    shared.set(key, (shared.get(key) ?? 0) + endOf(p.segment) - startOf(p.segment));
  });
  const names = new Map<number, string>();
  const taken = new Set<string>();
  for (const [key] of [...shared].sort((a, b) => b[1] - a[1])) {
    const [speaker, old] = key.split('\u0000') as [string, string];
    if (names.has(Number(speaker)) || taken.has(old)) continue;
    names.set(Number(speaker), old);
    taken.add(old);
  }
  let n = 1;
  const nameOf = (speaker: number) => {
    let name = names.get(speaker);
    if (name === undefined) {
      while (taken.has(`Speaker ${n}`)) n++;
      name = `Speaker ${n}`;
      names.set(speaker, name);
      taken.add(name);
    }
    return name;
  };
  const blocks: TSpeakerBlock[] = [];
  placed.forEach((p, i) => {
    const speaker = nameOf(speakers[i] ?? 0);
    const last = blocks.at(-1);
    if (last?.audio_transcript_data_speaker === speaker) last.audio_transcript_data_segment.push(p.segment);
    else
      blocks.push({
        audio_transcript_data_id: blocks.length + 1,
        audio_transcript_data_speaker: speaker,
        audio_transcript_data_segment: [p.segment],
      });
  });
  return blocks;
}
