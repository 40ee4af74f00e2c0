import { mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SPEAKER_EMBEDDING_FILE } from '../pipeline/diarisation/speaker-embeddings.js';
import { bytes, encode, type Field, int, ints, message, string } from './protobuf.js';
import { speechModelsDir } from './speech-fixtures.js';

/**
 * A structurally valid sherpa-onnx speaker-embedding model, built here because no trained one can be
 * downloaded. It has the metadata sherpa-onnx's SpeakerEmbeddingExtractor requires of a "wespeaker" model
 * (framework, output_dim, sample_rate, normalize_samples > 0, language: a missing key exits the process),
 * takes the 80 log-mel filterbank bands sherpa-onnx computes from the samples ([N, T, 80]) and returns
 * [N, 79]: the stretch's long-term spectrum (each band's mean over time), as the step from each band to
 * the next, so loudness and the overall level cancel out and the shape of the voice's spectrum is left.
 * A statistics model, not a trained one: it tells voices apart only as far as their spectra differ, but
 * every step of the real path runs (loading, metadata, features, the graph, clustering its prints).
 */
export const STATISTICS_MODEL_DIM = 79;

const BANDS = 80;
/** ReduceMean takes its axes as an attribute up to opset 17; 13 runs on any recent onnxruntime. */
const OPSET = 13;
const IR_VERSION = 7; // the IR of opset 13
// Enum values and field numbers below are those of onnx.proto (ModelProto, GraphProto, NodeProto, ...).
const FLOAT = 1; // TensorProto.DataType
const ATTRIBUTE_INT = 2;
const ATTRIBUTE_INTS = 7;

function node(op: string, inputs: string[], output: string, ...attributes: Field[]): Field {
  return message(
    1,
    ...inputs.map((name) => string(1, name)),
    string(2, output),
    string(3, output),
    string(4, op),
    ...attributes,
  );
}

const intAttribute = (name: string, value: number) =>
  message(5, string(1, name), int(20, ATTRIBUTE_INT), int(3, value));
const intsAttribute = (name: string, values: number[]) =>
  message(5, string(1, name), int(20, ATTRIBUTE_INTS), ints(8, values));

/** A float tensor's ValueInfoProto; a string dimension is symbolic (any size). */
function tensorInfo(field: number, name: string, dims: (number | string)[]): Field {
  const shape = dims.map((d) => message(1, typeof d === 'number' ? int(1, d) : string(2, d)));
  return message(field, string(1, name), message(2, message(1, int(1, FLOAT), message(2, ...shape))));
}

/** [BANDS, BANDS - 1], an initializer: column b takes band b + 1 less band b. */
function bandSteps(): Field {
  const matrix = new Float32Array(BANDS * (BANDS - 1));
  for (let b = 0; b < BANDS - 1; b++) {
    matrix[b * (BANDS - 1) + b] = -1;
    matrix[(b + 1) * (BANDS - 1) + b] = 1;
  }
  const littleEndian = Buffer.alloc(matrix.length * 4);
  matrix.forEach((value, i) => {
    littleEndian.writeFloatLE(value, i * 4);
  });
  return message(
    5,
    ints(1, [BANDS, BANDS - 1]),
    int(2, FLOAT),
    string(8, 'band_steps'),
    bytes(9, littleEndian),
  );
}

function graph(): Field {
  return message(
    7,
    node('ReduceMean', ['feats'], 'spectrum', intsAttribute('axes', [1]), intAttribute('keepdims', 0)),
    node('MatMul', ['spectrum', 'band_steps'], 'embedding'),
    string(2, 'long_term_spectrum_shape'),
    bandSteps(),
    tensorInfo(11, 'feats', ['N', 'T', BANDS]),
    tensorInfo(12, 'embedding', ['N', STATISTICS_MODEL_DIM]),
  );
}

/** What sherpa-onnx reads from a "wespeaker" model's metadata_props (a missing key makes it exit). */
const METADATA: Record<string, string> = {
  framework: 'wespeaker',
  output_dim: String(STATISTICS_MODEL_DIM),
  sample_rate: '16000',
  normalize_samples: '1',
  language: 'English',
  comment: 'long-term spectrum shape, built by a test (not trained)',
};

/** The model's ONNX file contents; `leaveOut` names metadata keys to drop, as a bare export lacks them. */
export function statisticsSpeakerModel(leaveOut: string[] = []): Buffer {
  return encode(
    int(1, IR_VERSION),
    string(2, 'transcribe test-support'),
    message(8, string(1, ''), int(2, OPSET)),
    graph(),
    ...Object.entries(METADATA)
      .filter(([key]) => !leaveOut.includes(key))
      .map(([key, value]) => message(14, string(1, key), string(2, value))),
  );
}

/**
 * A MODELS_DIR of its own for one test: links to the shared speech models plus this embedding model, so
 * the shared models dir, which other tests use, never holds one. The caller removes it.
 */
export function modelsDirWithEmbedding(model: Buffer = statisticsSpeakerModel()): string {
  const dir = mkdtempSync(join(tmpdir(), 'transcribe-models-'));
  const shared = speechModelsDir();
  for (const name of readdirSync(shared))
    if (name !== SPEAKER_EMBEDDING_FILE) symlinkSync(join(shared, name), join(dir, name));
  writeFileSync(join(dir, SPEAKER_EMBEDDING_FILE), model);
  return dir;
}
