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

/** What this server can really transcribe: every model of every configured engine, and their languages. */
export class Catalogue {
  readonly entries: CatalogueEntry[];

  constructor(engines: TranscriptionEngine[]) {
    let position = 0;
    this.entries = engines
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

  models(): TTranscriptModel[] {
    return this.entries.map((entry) => ({
      audio_transcript_model_id: entry.id,
      audio_transcript_model_name: entry.name,
      audio_transcript_model_short_name: entry.shortName,
      audio_transcript_model_icon: null,
      audio_transcript_model_description: entry.description,
      audio_transcript_model_path: null,
      audio_transcript_model_languages: entry.languages,
      audio_transcript_model_accuracy: entry.accuracy,
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

  /** The model and language of a request, or a 400 that says what is wrong. */
  resolve(modelId: number, languageId: number): { entry: CatalogueEntry; language: Language } {
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
