import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { DETECT_LANGUAGE, LANGUAGES } from '../../domain/languages.js';
import { type InstalledModel, installedModel, installedModels } from '../models/installed-models.js';
import { type CatalogueModel, catalogueModel } from '../models/model-catalogue.js';
import { byteOffset } from '../pcm.js';
import { abortError, PipelineError } from '../pipeline-error.js';
import type { EngineModel, RecognisedWord, TranscribeInput, TranscriptionEngine } from './engine.js';
import { SherpaRecogniser } from './sherpa-recogniser.js';
import { HOTWORDS_SCORE, hotwordsOf, writePieceVocabulary } from './transducer-hotwords.js';
import { type Piece, planPieces, wordsOfTokens } from './transducer-words.js';

const KNOWN = new Set<string>(LANGUAGES.map((language) => language.iso));

/**
 * The transcription mode an installed recognition model offers; a multilingual one transcribes whatever of
 * its languages it hears, so it can detect the language too ('auto').
 */
function engineModel(model: CatalogueModel): EngineModel {
  const languages = model.languages.filter((iso) => KNOWN.has(iso));
  return {
    id: model.name,
    apiId: model.modeId,
    name: `Accurate (${model.title})`,
    shortName: 'Accurate',
    description: `${model.title}, on this server`,
    languages: languages.length > 1 ? [DETECT_LANGUAGE.iso, ...languages] : languages,
    accuracy: { rank: 3, word_error_percent: model.werPercent ?? null, source: 'makers' },
  };
}

/**
 * sherpa-onnx's settings for a NeMo transducer (Parakeet TDT): a greedy search, or with a vocabulary the
 * beam search that hotwords need, splitting them into the model's pieces with `pieceVocabulary`.
 */
function recognizerConfig(installed: InstalledModel, pieceVocabulary?: string) {
  const { encoder, decoder, joiner, tokens } = installed.files;
  const hotwords = pieceVocabulary
    ? { decodingMethod: 'modified_beam_search', maxActivePaths: 4, hotwordsScore: HOTWORDS_SCORE }
    : { decodingMethod: 'greedy_search' };
  const pieces = pieceVocabulary ? { modelingUnit: 'bpe', bpeVocab: pieceVocabulary } : {};
  return {
    featConfig: { sampleRate: 16_000, featureDim: 80 },
    modelConfig: {
      transducer: { encoder, decoder, joiner },
      tokens,
      numThreads: 1,
      modelType: 'nemo_transducer',
      debug: 0,
      ...pieces,
    },
    ...hotwords,
  };
}

/**
 * Recognition with the NeMo transducers of the model catalogue (NVIDIA Parakeet TDT) that `npm run models`
 * installed: the speech is cut into pieces of at most 30 s at its pauses, and `concurrency` recogniser
 * processes (each loading the model once) take pieces until none are left. Words come with the times and
 * probabilities the model gives its tokens; the person's vocabulary goes in as hotwords.
 */
export class TransducerEngine implements TranscriptionEngine {
  readonly id = 'sherpa-transducer';
  private readonly concurrency: number;

  constructor(
    private readonly options: { modelsDir: string; concurrency?: number; catalogue?: CatalogueModel[] },
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? availableParallelism());
  }

  models(): EngineModel[] {
    return installedModels(this.options.modelsDir, 'nemo-transducer', this.options.catalogue).map(
      ({ model }) => engineModel(model),
    );
  }

  async transcribe(input: TranscribeInput): Promise<RecognisedWord[]> {
    const model = catalogueModel(input.modelId, this.options.catalogue);
    const installed = model && installedModel(this.options.modelsDir, model);
    if (!model || !installed) {
      throw new PipelineError(
        `The speech model ${input.modelId} is not installed; run npm run models -- add ${input.modelId}.`,
        false,
      );
    }
    const pieces = planPieces(input.speech, input.durationSeconds);
    if (pieces.length === 0) return [];
    const hotwords = hotwordsOf(input.vocabulary);
    let pieceVocabulary: string | undefined;
    if (hotwords) {
      pieceVocabulary = join(dirname(input.pcmPath), 'pieces.vocab');
      await writePieceVocabulary(installed.files.tokens as string, pieceVocabulary);
    }
    const config = recognizerConfig(installed, pieceVocabulary);
    const total = pieces.reduce((sum, piece) => sum + piece.end - piece.start, 0);
    let done = 0;
    // A failing process stops the others: their work would be thrown away anyway.
    const stop = new AbortController();
    const signal = AbortSignal.any([input.signal, stop.signal]);
    const results = new Map<Piece, RecognisedWord[]>();
    const queue = [...pieces];
    const worker = async () => {
      const recogniser = await SherpaRecogniser.start(config, input.pcmPath, model.name, signal);
      try {
        for (let piece = queue.shift(); piece; piece = queue.shift()) {
          const tokens = await recogniser.recognise(byteOffset(piece.start), byteOffset(piece.end), hotwords);
          results.set(piece, wordsOfTokens(tokens, piece.start));
          done += piece.end - piece.start;
          input.onProgress(Math.min(1, done / total));
        }
      } finally {
        recogniser.stop();
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(this.concurrency, pieces.length) }, worker));
    } catch (error) {
      stop.abort(error);
      if (input.signal.aborted) throw abortError(input.signal);
      throw error;
    }
    return pieces.flatMap((piece) => results.get(piece) ?? []);
  }
}
