/**
 * The models this server can download and run, pinned: each names the one file its makers publish (an
 * archive or a single ONNX file), its size and SHA-256, and where its parts land inside
 * `MODELS_DIR/<name>/`. `npm run models` installs them; the pipeline finds them with installed-models.ts.
 * A new model of a family the server already runs is one entry here; a new family needs its engine.
 */

export type ModelFamily = 'nemo-transducer' | 'speaker-embedding';

export interface CatalogueModel {
  /** What people type: `npm run models -- add parakeet-v3`. */
  name: string;
  family: ModelFamily;
  title: string;
  /** ISO 639-1 codes it transcribes (recognition models); empty for others. */
  languages: string[];
  /** The download's size in bytes and its SHA-256, as its makers publish them. */
  bytes: number;
  sha256: string;
  url: string;
  licence: string;
  /** A .tar.bz2 archive, whose `folder` is unpacked as the model's directory; otherwise one file. */
  archive?: { folder: string };
  /** The files the runtime reads, by role, relative to the model's directory. */
  files: Record<string, string>;
  /** The transcription mode's id in the API (recognition models): fixed, so stored transcripts keep it. */
  modeId?: number;
  /** What its makers publish about its accuracy (not measured here). */
  published: string;
  /** Recognition models: the word error rate of `published`, in percent (averaged, or English). */
  werPercent?: number;
  /**
   * Speaker models: the cosine similarity of voice prints above which two voices are called one person.
   * Not measured here (no trained model reaches this machine): set high on purpose, so that leaving a
   * voice unnamed is likelier than naming it wrongly.
   */
  voiceThreshold?: number;
}

/** The 25 European languages of Parakeet TDT 0.6B v3. */
const PARAKEET_V3_LANGUAGES =
  'bg hr cs da nl en et fi fr de el hu it lv lt mt pl pt ro sk sl es sv ru uk'.split(' ');

// What the makers publish (their model cards and results pages); none of it was measured here.
const PARAKEET_V3_PUBLISHED =
  'WER 6.34% averaged over the Open ASR Leaderboard (English); FLEURS: en 4.85%, es 3.45%, fr 5.15%, de 5.04% (NVIDIA model card)';
const PARAKEET_V2_PUBLISHED =
  'WER 6.05% averaged over the Open ASR Leaderboard; LibriSpeech test-clean 1.69%, test-other 3.19% (NVIDIA model card)';
const CAMPLUS_PUBLISHED = 'EER 0.73% on VoxCeleb1-O, 0.89% on -E, 1.76% on -H (3D-Speaker egs/voxceleb)';
const WESPEAKER_PUBLISHED = 'EER 0.867% on VoxCeleb1-O-clean (WeSpeaker examples/voxceleb/v2)';

const ASR_RELEASE = 'https://github.com/k2-fsa/sherpa-onnx/releases/download/asr-models';
const SPEAKER_RELEASE = 'https://github.com/k2-fsa/sherpa-onnx/releases/download/speaker-recongition-models';

const TRANSDUCER_FILES = {
  encoder: 'encoder.int8.onnx',
  decoder: 'decoder.int8.onnx',
  joiner: 'joiner.int8.onnx',
  tokens: 'tokens.txt',
};

export const MODEL_CATALOGUE: CatalogueModel[] = [
  {
    name: 'parakeet-v3',
    family: 'nemo-transducer',
    title: 'NVIDIA Parakeet TDT 0.6B v3 (int8)',
    languages: PARAKEET_V3_LANGUAGES,
    bytes: 487_170_055,
    sha256: '5793d0fd397c5778d2cf2126994d58e9d56b1be7c04d13c7a15bb1b4eafb16bf',
    url: `${ASR_RELEASE}/sherpa-onnx-nemo-parakeet-tdt-0.6b-v3-int8.tar.bz2`,
    licence: 'CC-BY-4.0',
    archive: { folder: 'sherpa-onnx-nemo-parakeet-tdt-0.6b-v3-int8' },
    files: TRANSDUCER_FILES,
    modeId: 101,
    published: PARAKEET_V3_PUBLISHED,
    werPercent: 6.34,
  },
  {
    name: 'parakeet-v2',
    family: 'nemo-transducer',
    title: 'NVIDIA Parakeet TDT 0.6B v2 (int8), English',
    languages: ['en'],
    bytes: 482_468_385,
    sha256: '157c157bc51155e03e37d2466522a3a737dd9c72bb25f36eb18912964161e1ad',
    url: `${ASR_RELEASE}/sherpa-onnx-nemo-parakeet-tdt-0.6b-v2-int8.tar.bz2`,
    licence: 'CC-BY-4.0',
    archive: { folder: 'sherpa-onnx-nemo-parakeet-tdt-0.6b-v2-int8' },
    files: TRANSDUCER_FILES,
    modeId: 102,
    published: PARAKEET_V2_PUBLISHED,
    werPercent: 6.05,
  },
  {
    name: 'campplus',
    family: 'speaker-embedding',
    title: '3D-Speaker CAM++ speaker embeddings (VoxCeleb)',
    languages: [],
    bytes: 29_596_978,
    sha256: '357a834f702b80161e5b981182c038e18553c1f2ca752ed6cec2052365d4129b',
    url: `${SPEAKER_RELEASE}/3dspeaker_speech_campplus_sv_en_voxceleb_16k.onnx`,
    licence: 'Apache-2.0',
    files: { model: '3dspeaker_speech_campplus_sv_en_voxceleb_16k.onnx' },
    published: CAMPLUS_PUBLISHED,
    voiceThreshold: 0.6,
  },
  {
    name: 'wespeaker-resnet34',
    family: 'speaker-embedding',
    title: 'WeSpeaker ResNet34 speaker embeddings (VoxCeleb)',
    languages: [],
    bytes: 26_534_365,
    sha256: '5ef208a9da1453335308a6b6f4e6dfbd7e183a38b604de0a57664f45d257fe94',
    url: `${SPEAKER_RELEASE}/wespeaker_en_voxceleb_resnet34.onnx`,
    licence: 'CC-BY-4.0',
    files: { model: 'wespeaker_en_voxceleb_resnet34.onnx' },
    published: WESPEAKER_PUBLISHED,
    voiceThreshold: 0.6,
  },
];

/** What a server installs when MODELS is unset: the accurate engine (25 European languages) and speaker embeddings. */
export const RECOMMENDED_MODELS = ['parakeet-v3', 'campplus'];

export function catalogueModel(name: string, catalogue = MODEL_CATALOGUE): CatalogueModel | undefined {
  return catalogue.find((model) => model.name === name);
}
