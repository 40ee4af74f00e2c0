export interface EngineModel {
  id: string;
  name: string;
  shortName: string;
  description: string;
  /** iso 639-1 codes. */
  languages: string[];
}

/** A word on the file's timeline, in seconds. */
export interface RecognisedWord {
  word: string;
  start: number;
  end: number;
  confidence: number;
}

export interface TranscribeInput {
  /** 16 kHz mono s16le PCM of the whole file. */
  pcmPath: string;
  durationSeconds: number;
  /** Speech regions from voice activity detection, in seconds. */
  speech: { start: number; end: number }[];
  language: string;
  modelId: string;
  signal: AbortSignal;
  onProgress(fraction: number): void;
}

/** A speech recogniser: the built-in pocketsphinx, an OpenAI-compatible server, later in-process models. */
export interface TranscriptionEngine {
  readonly id: string;
  models(): EngineModel[];
  transcribe(input: TranscribeInput): Promise<RecognisedWord[]>;
}
