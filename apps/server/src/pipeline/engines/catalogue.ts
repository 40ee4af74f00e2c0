import type { TModeAccuracy, TTranscriptLanguage, TTranscriptModel } from '@transcribe/contract';
import { AppError } from '../../domain/app-error.js';
import { DETECT_LANGUAGE, LANGUAGES, type Language, languageById } from '../../domain/languages.js';
import type { TranscriptionEngine } from './engine.js';

export interface CatalogueEntry {
  /**
   * The id the API shows and transcripts keep: pinned for catalogue models; for the others their position,
   * stable as long as the engines are configured in the same order.
   */
  id: number;
  engine: TranscriptionEngine;
  engineModelId: string;
  name: string;
  shortName: string;
  description: string;
  languages: string[];
  accuracy: TModeAccuracy;
}

/** How often the engines are asked again which models they have: a model installed or removed shows this soon. */
export const CATALOGUE_REFRESH_MS = 2000;

/**
 * What this server can really transcribe: every model of every configured engine, and their languages. The
 * engines are asked again at most every `refreshMs`, so a model installed (or removed) while the server runs
 * is offered (or withdrawn) within seconds, in every process, without a restart; `onChange` hears of it.
 */
export class Catalogue {
  private current: CatalogueEntry[] = [];
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly engines: TranscriptionEngine[],
    private readonly options: {
      refreshMs?: number;
      onChange?(added: CatalogueEntry[], removed: CatalogueEntry[]): void;
    } = {},
  ) {
    this.current = this.read();
    this.checkedAt = performance.now();
  }

  get entries(): CatalogueEntry[] {
    if (performance.now() - this.checkedAt >= (this.options.refreshMs ?? CATALOGUE_REFRESH_MS))
      this.refresh();
    return this.current;
  }

  /** Asks the engines now. */
  refresh(): void {
    const before = this.current;
    this.current = this.read();
    this.checkedAt = performance.now();
    const ids = (entries: CatalogueEntry[]) => new Set(entries.map((entry) => entry.engineModelId));
    const [had, has] = [ids(before), ids(this.current)];
    const added = this.current.filter((entry) => !had.has(entry.engineModelId));
    const removed = before.filter((entry) => !has.has(entry.engineModelId));
    if (added.length > 0 || removed.length > 0) this.options.onChange?.(added, removed);
  }

  private read(): CatalogueEntry[] {
    let position = 0;
    return this.engines
      .flatMap((engine) => engine.models().map((model) => ({ engine, model })))
      .map(({ engine, model }) => ({
        id: model.apiId ?? ++position,
        engine,
        engineModelId: model.id,
        name: model.name,
        shortName: model.shortName,
        description: model.description,
        languages: model.languages,
        accuracy: model.accuracy,
      }));
  }

  /** The modes as the API lists them; `pinned`: the one administrators made the default. */
  models(pinned: number | null = null): TTranscriptModel[] {
    return this.entries.map((entry) => ({
      audio_transcript_model_id: entry.id,
      audio_transcript_model_name: entry.name,
      audio_transcript_model_short_name: entry.shortName,
      audio_transcript_model_icon: null,
      audio_transcript_model_description: entry.description,
      audio_transcript_model_path: null,
      audio_transcript_model_languages: entry.languages,
      audio_transcript_model_accuracy: entry.accuracy,
      audio_transcript_model_pinned: entry.id === pinned,
    }));
  }

  languages(): TTranscriptLanguage[] {
    const served = new Set(this.entries.flatMap((entry) => entry.languages));
    // "Detect language" first where a model can, then the languages in their fixed order.
    const offered = [DETECT_LANGUAGE, ...LANGUAGES].filter((language) => served.has(language.iso));
    return offered.map((language) => ({
      audio_transcript_language_id: language.id,
      audio_transcript_language_name: language.name,
      audio_transcript_language_iso_code: language.iso,
      audio_transcript_language_icon: null,
    }));
  }

  /** The most accurate mode that transcribes the language (the highest rank; the first of equals). */
  mostAccurateFor(languageId: number): CatalogueEntry | undefined {
    const iso = languageById(languageId)?.iso;
    return this.entries
      .filter((entry) => iso !== undefined && entry.languages.includes(iso))
      .reduce<CatalogueEntry | undefined>(
        (best, entry) => (best && best.accuracy.rank >= entry.accuracy.rank ? best : entry),
        undefined,
      );
  }

  /**
   * The model and language of a request, or a 400 that says what is wrong. Without a model: the `pinned`
   * one when it transcribes the language, else the most accurate one installed for it.
   */
  resolve(
    modelId: number | undefined,
    languageId: number,
    pinned: number | null = null,
  ): { entry: CatalogueEntry; language: Language } {
    if (modelId === undefined) {
      const iso = languageById(languageId)?.iso ?? '';
      const pin = pinned === null ? undefined : this.entry(pinned);
      const best = pin?.languages.includes(iso) ? pin : this.mostAccurateFor(languageId);
      if (!best)
        throw new AppError(
          'MODEL_LANGUAGE_UNSUPPORTED',
          `No transcription mode on this server can transcribe ${languageById(languageId)?.name ?? 'this language'}.`,
        );
      return this.resolve(best.id, languageId);
    }
    const entry = this.entry(modelId);
    if (!entry)
      throw new AppError('VALIDATION_FAILED', 'This transcription model is not available on this server.');
    const language = languageById(languageId);
    if (!language || !entry.languages.includes(language.iso)) {
      throw new AppError(
        'MODEL_LANGUAGE_UNSUPPORTED',
        language?.id === DETECT_LANGUAGE.id
          ? `The ${entry.name} model cannot detect the language; choose one.`
          : `The ${entry.name} model cannot transcribe ${language?.name ?? 'this language'}.`,
      );
    }
    return { entry, language };
  }

  entry(modelId: number): CatalogueEntry | undefined {
    return this.entries.find((e) => e.id === modelId);
  }
}
