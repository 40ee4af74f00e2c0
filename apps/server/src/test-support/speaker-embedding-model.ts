import {
  floatTensor,
  type Graph,
  input,
  intAttribute,
  intsAttribute,
  node,
  onnxModel,
  output,
} from './onnx-graph.js';
import type { Field } from './protobuf.js';

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

/** [BANDS, BANDS - 1], an initializer: column b takes band b + 1 less band b. */
function bandSteps(): Field {
  const matrix = new Float32Array(BANDS * (BANDS - 1));
  for (let b = 0; b < BANDS - 1; b++) {
    matrix[b * (BANDS - 1) + b] = -1;
    matrix[(b + 1) * (BANDS - 1) + b] = 1;
  }
  return floatTensor('band_steps', [BANDS, BANDS - 1], matrix);
}

const GRAPH: Graph = {
  name: 'long_term_spectrum_shape',
  nodes: [
    node('ReduceMean', ['feats'], 'spectrum', intsAttribute('axes', [1]), intAttribute('keepdims', 0)),
    node('MatMul', ['spectrum', 'band_steps'], 'embedding'),
  ],
  initializers: [bandSteps()],
  inputs: [input('feats', ['N', 'T', BANDS])],
  outputs: [output('embedding', ['N', STATISTICS_MODEL_DIM])],
};

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
  return onnxModel(
    GRAPH,
    Object.fromEntries(Object.entries(METADATA).filter(([key]) => !leaveOut.includes(key))),
  );
}
