import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FLOAT,
  floatTensor,
  INT32,
  INT64,
  input,
  int64Tensor,
  intAttribute,
  intsAttribute,
  node,
  onnxModel,
  output,
} from './onnx-graph.js';

/**
 * A structurally valid NeMo TDT transducer for sherpa-onnx (the family of NVIDIA Parakeet TDT 0.6B v3,
 * modelType 'nemo_transducer'), built here because no trained one can be downloaded. A statistics model,
 * not a trained one: it hears whether a frame is louder than the recording's average and writes one word
 * for about every half second of that.
 *
 * - Encoder: sherpa-onnx hands it the 80 log-mel bands per 10 ms frame, each band normalised over the
 *   recording (normalize_type per_feature: mean 0, deviation 1), transposed to (B, 80, T). It returns
 *   (B, 1, T): per frame the mean of the normalised bands, s > 0 where the frame is louder than average
 *   (speech), s < 0 in quiet. No subsampling: one encoder frame per 10 ms.
 * - Decoder (prediction network): one layer of state of size 1, passed through; its output is the last
 *   token as a number, which the joiner weighs at 0 (what was said before changes nothing).
 * - Joiner: token logits [<unk>, ▁speech, ▁name, <blk>] = [-10, GAIN * s, GAIN * s - 1, 0], so the word
 *   wins where s > 0 and blank elsewhere (▁name only when hotwords boost it); then DURATIONS duration logits, the index of the greatest being the frames to skip:
 *   SKIP_FRAMES where s > 0 (after a word, the next half second), 1 where s < 0. So a word is written at
 *   the first loud frame and then every SKIP_FRAMES frames while it stays loud, and none in quiet.
 *
 * The greedy TDT decoder gives each word its frame (timestamps, 10 ms each) and its skip (durations).
 */

/** The files of a sherpa-onnx Parakeet TDT archive (sherpa-onnx-nemo-parakeet-tdt-0.6b-v3-int8). */
export const TRANSDUCER_FILES = {
  encoder: 'encoder.int8.onnx',
  decoder: 'decoder.int8.onnx',
  joiner: 'joiner.int8.onnx',
  tokens: 'tokens.txt',
} as const;

/** The one word the model writes, as the recognised text has it. */
export const TRANSDUCER_WORD = 'speech';
/** Encoder frames skipped after each word: 0.5 s of 10 ms frames. */
export const SKIP_FRAMES = 50;
export const FRAME_SECONDS = 0.01;

/**
 * A word the model writes only when told to expect it: its logit stays NAME_GAP below the word's, so it
 * loses in a plain search and wins when hotwords boost it (sherpa-onnx's default boost is 1.5 a token).
 */
export const TRANSDUCER_NAME = 'name';
const NAME_GAP = 1;

/** tokens.txt: ids in order, ▁ starting a word, the blank last (sherpa-onnx exits otherwise). */
const TOKENS = ['<unk>', `▁${TRANSDUCER_WORD}`, `▁${TRANSDUCER_NAME}`, '<blk>'];
const WORD = 1;
const NAME = 2;
/** Token logits without the blank: NeMo's vocab_size, which sherpa-onnx reads and adds the blank to. */
const VOCAB_SIZE = TOKENS.length - 1;
/** Duration indices 0 .. SKIP_FRAMES: the joiner's output is TOKENS.length + DURATIONS wide. */
const DURATIONS = SKIP_FRAMES + 1;
const OUTPUT_SIZE = TOKENS.length + DURATIONS;
/** The word's logit is GAIN * s: the decision is the sign of s, a larger gain makes its probability surer. */
const GAIN = 4;
/** A choice that should never win (<unk>, and the durations neither 1 nor SKIP_FRAMES). */
const NEVER = -10;

const BANDS = 80;
const PRED_RNN_LAYERS = 1;
const PRED_HIDDEN = 1;

/**
 * What sherpa-onnx reads from a NeMo transducer encoder's metadata_props (a missing key exits it). It takes
 * the model for TDT only when url contains "tdt", as the Parakeet TDT exports' url does; otherwise it
 * exits unless the joiner is exactly as wide as the tokens.
 */
const ENCODER_METADATA: Record<string, string> = {
  url: 'https://huggingface.co/nvidia/parakeet-tdt-0.6b-v3',
  vocab_size: String(VOCAB_SIZE),
  subsampling_factor: '1',
  normalize_type: 'per_feature',
  pred_rnn_layers: String(PRED_RNN_LAYERS),
  pred_hidden: String(PRED_HIDDEN),
  feat_dim: String(BANDS),
  model_type: 'EncDecRNNTBPEModel',
  comment: 'loud frames are speech, one word a half second; built by a test (not trained)',
};

/** (B, 80, T) normalised log-mel bands and their lengths -> (B, 1, T) band means and the same lengths. */
function encoder(): Buffer {
  return onnxModel(
    {
      name: 'loudness_encoder',
      nodes: [
        node(
          'ReduceMean',
          ['audio_signal'],
          'outputs',
          intsAttribute('axes', [1]),
          intAttribute('keepdims', 1),
        ),
        node('Identity', ['length'], 'encoded_lengths'),
      ],
      inputs: [input('audio_signal', ['B', BANDS, 'T']), input('length', ['B'], INT64)],
      outputs: [output('outputs', ['B', 1, 'T']), output('encoded_lengths', ['B'], INT64)],
    },
    ENCODER_METADATA,
  );
}

/** The last token (1, 1) int32 -> (1, PRED_HIDDEN, 1) float; the state passes through unchanged. */
function decoder(): Buffer {
  const state = [PRED_RNN_LAYERS, 'B', PRED_HIDDEN];
  return onnxModel({
    name: 'last_token_decoder',
    nodes: [
      node('Cast', ['targets'], 'target_value', intAttribute('to', FLOAT)),
      node('Unsqueeze', ['target_value', 'hidden_axis'], 'decoder_output'),
      node('Identity', ['target_length'], 'decoder_output_length'),
      node('Identity', ['states_h'], 'next_states_h'),
      node('Identity', ['states_c'], 'next_states_c'),
    ],
    initializers: [int64Tensor('hidden_axis', [1], [1])],
    inputs: [
      input('targets', ['B', 'U'], INT32),
      input('target_length', ['B'], INT32),
      input('states_h', state),
      input('states_c', state),
    ],
    outputs: [
      output('decoder_output', ['B', PRED_HIDDEN, 'U']),
      output('decoder_output_length', ['B'], INT32),
      output('next_states_h', state),
      output('next_states_c', state),
    ],
  });
}

/** Row 0 weighs the encoder frame s, row 1 the decoder output (at 0); then the bias. */
function joinerWeights(): { weights: Float32Array; bias: Float32Array } {
  const weights = new Float32Array(2 * OUTPUT_SIZE);
  const bias = new Float32Array(OUTPUT_SIZE).fill(NEVER);
  const duration = (frames: number) => TOKENS.length + frames;
  weights[WORD] = GAIN;
  bias[WORD] = 0;
  weights[NAME] = GAIN;
  bias[NAME] = -NAME_GAP;
  bias[TOKENS.length - 1] = 0; // the blank
  weights[duration(SKIP_FRAMES)] = 1;
  bias[duration(SKIP_FRAMES)] = 0;
  weights[duration(1)] = -1;
  bias[duration(1)] = 0;
  return { weights, bias };
}

/** (1, 1, 1) encoder frame and (1, PRED_HIDDEN, 1) decoder output -> (1, OUTPUT_SIZE) logits. */
function joiner(): Buffer {
  const { weights, bias } = joinerWeights();
  return onnxModel({
    name: 'loudness_joiner',
    nodes: [
      node('Concat', ['encoder_output', 'decoder_output'], 'both', intAttribute('axis', 1)),
      node('Flatten', ['both'], 'flat', intAttribute('axis', 1)),
      node('MatMul', ['flat', 'weights'], 'weighed'),
      node('Add', ['weighed', 'bias'], 'logits'),
    ],
    initializers: [
      floatTensor('weights', [1 + PRED_HIDDEN, OUTPUT_SIZE], weights),
      floatTensor('bias', [OUTPUT_SIZE], bias),
    ],
    inputs: [input('encoder_output', [1, 1, 1]), input('decoder_output', [1, PRED_HIDDEN, 1])],
    // A static last dimension: sherpa-onnx checks it against the tokens when loading (wider: TDT).
    outputs: [output('logits', [1, OUTPUT_SIZE])],
  });
}

/**
 * Writes the model's four files into `dir` (made if missing). `corrupt` cuts the encoder off halfway, as a
 * download cut short leaves it: onnxruntime cannot parse it and aborts the process that loads it.
 */
export function writeTestTransducerModel(dir: string, options: { corrupt?: boolean } = {}): void {
  mkdirSync(dir, { recursive: true });
  const encoderFile = encoder();
  writeFileSync(
    join(dir, TRANSDUCER_FILES.encoder),
    options.corrupt ? encoderFile.subarray(0, encoderFile.length >> 1) : encoderFile,
  );
  writeFileSync(join(dir, TRANSDUCER_FILES.decoder), decoder());
  writeFileSync(join(dir, TRANSDUCER_FILES.joiner), joiner());
  writeFileSync(join(dir, TRANSDUCER_FILES.tokens), TOKENS.map((token, id) => `${token} ${id}\n`).join(''));
}
