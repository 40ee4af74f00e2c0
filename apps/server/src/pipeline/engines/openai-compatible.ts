import { LANGUAGES } from '../../domain/languages.js';
import { PipelineError } from '../pipeline-error.js';
import { wavSlice } from '../wav.js';
import type { EngineModel, RecognisedWord, TranscribeInput, TranscriptionEngine } from './engine.js';

/** Pieces stay under ~19 MB of WAV, below the 25 MB limit common to these servers. */
const MAX_PIECE_SECONDS = 600;
const PARALLEL_REQUESTS = 2;

interface VerboseJson {
  text?: string;
  segments?: { start: number; end: number; text: string }[];
  words?: { word: string; start: number; end: number; probability?: number }[];
}

export interface OpenAiCompatibleSettings {
  url: string;
  apiKey: string | undefined;
  model: string;
  languages: string[] | undefined;
}

/**
 * Any server speaking OpenAI's `/v1/audio/transcriptions` with `verbose_json` (whisper.cpp server,
 * speaches/faster-whisper, a GPU box, a hosted API). Long files go in pieces cut at silences.
 */
export class OpenAiCompatibleEngine implements TranscriptionEngine {
  readonly id = 'openai-compatible';

  constructor(private readonly settings: OpenAiCompatibleSettings) {}

  models(): EngineModel[] {
    const host = new URL(this.settings.url).host;
    return [
      {
        id: this.settings.model,
        name: 'Accurate',
        shortName: 'accurate',
        description: `Speech recognition by ${host} (${this.settings.model}), many languages`,
        languages: this.settings.languages ?? LANGUAGES.map((l) => l.iso),
        // Whatever model the server runs: better than the built-in engine, how much better is not known here.
        accuracy: { rank: 2, word_error_percent: null, source: 'unknown' },
      },
    ];
  }

  async transcribe(input: TranscribeInput): Promise<RecognisedWord[]> {
    const pieces = planPieces(input.speech, input.durationSeconds);
    const results: RecognisedWord[][] = new Array(pieces.length);
    let done = 0;
    let next = 0;
    const work = async () => {
      while (next < pieces.length) {
        const index = next++;
        const piece = pieces[index] ?? { start: 0, end: 0 };
        results[index] = await this.transcribePiece(input, piece);
        input.onProgress(++done / pieces.length);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_REQUESTS, pieces.length) }, work));
    return results.flat();
  }

  private async transcribePiece(
    input: TranscribeInput,
    piece: { start: number; end: number },
  ): Promise<RecognisedWord[]> {
    const form = new FormData();
    form.append(
      'file',
      new Blob([await wavSlice(input.pcmPath, piece.start, piece.end)], { type: 'audio/wav' }),
      'audio.wav',
    );
    form.append('model', input.modelId);
    form.append('language', input.language);
    const prompt = vocabularyPrompt(input.vocabulary);
    if (prompt) form.append('prompt', prompt);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'word');
    form.append('timestamp_granularities[]', 'segment');
    const endpoint = this.settings.url.endsWith('/audio/transcriptions')
      ? this.settings.url
      : `${this.settings.url}/audio/transcriptions`;
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        body: form,
        signal: input.signal,
        headers: this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {},
      });
    } catch (error) {
      if (input.signal.aborted) throw error;
      throw new PipelineError(`The speech recognition server could not be reached (${String(error)}).`, true);
    }
    if (!response.ok) {
      const detail = (await response.text()).slice(0, 300);
      const retryable = response.status >= 500 || response.status === 429;
      throw new PipelineError(
        `The speech recognition server answered ${response.status}: ${detail}`,
        retryable,
      );
    }
    return toWords((await response.json()) as VerboseJson, piece.start);
  }
}

/** Consecutive speech regions grouped into pieces of at most MAX_PIECE_SECONDS, cut between regions. */
function planPieces(
  speech: { start: number; end: number }[],
  duration: number,
): { start: number; end: number }[] {
  const regions = speech.length > 0 ? speech : [{ start: 0, end: duration }];
  const pieces: { start: number; end: number }[] = [];
  for (const region of regions) {
    for (let start = region.start; start < region.end; start += MAX_PIECE_SECONDS) {
      const part = { start, end: Math.min(region.end, start + MAX_PIECE_SECONDS) };
      const last = pieces.at(-1);
      if (last && part.end - last.start <= MAX_PIECE_SECONDS) last.end = part.end;
      else pieces.push(part);
    }
  }
  return pieces;
}

/** Words on the file's timeline; servers without word timestamps get words spread over their segments. */
function toWords(body: VerboseJson, offset: number): RecognisedWord[] {
  if (body.words?.length) {
    return body.words
      .filter((w) => w.word.trim())
      .map((w) => ({
        word: w.word.trim(),
        start: offset + w.start,
        end: offset + w.end,
        confidence: w.probability ?? 1,
      }));
  }
  const segments = body.segments?.length
    ? body.segments
    : body.text
      ? [{ start: 0, end: 0, text: body.text }]
      : [];
  return segments.flatMap((segment) => {
    const tokens = segment.text.split(/\s+/).filter(Boolean);
    const step = (segment.end - segment.start) / Math.max(1, tokens.length);
    return tokens.map((word, i) => ({
      word,
      start: offset + segment.start + i * step,
      end: offset + segment.start + (i + 1) * step,
      confidence: 1,
    }));
  });
}

/**
 * Whisper-style servers take earlier text as `prompt` and lean towards its words: the vocabulary, comma
 * separated, in its order, cut before PROMPT_MAX characters (Whisper reads at most 224 tokens of it).
 */
const PROMPT_MAX = 600;
function vocabularyPrompt(vocabulary: string[]): string {
  let prompt = '';
  for (const word of vocabulary) {
    const next = prompt ? `${prompt}, ${word}` : word;
    if (next.length > PROMPT_MAX) break;
    prompt = next;
  }
  return prompt;
}
