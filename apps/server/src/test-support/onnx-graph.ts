import { bytes, encode, type Field, int, ints, message, string } from './protobuf.js';

/**
 * Enough of ONNX to write a small model by hand (the test models of speaker-embedding-model.ts and
 * transducer-model.ts): nodes, their attributes, typed inputs and outputs, constant tensors and the model
 * around a graph with its metadata. Enum values and field numbers are those of onnx.proto (ModelProto,
 * GraphProto, NodeProto, AttributeProto, TensorProto, ValueInfoProto).
 */

/** Opset 13 takes ReduceMean's axes as an attribute (up to 17) and runs on any recent onnxruntime. */
const OPSET = 13;
const IR_VERSION = 7; // the IR of opset 13

/** TensorProto.DataType */
export const FLOAT = 1;
export const INT32 = 6;
export const INT64 = 7;
type DataType = typeof FLOAT | typeof INT32 | typeof INT64;

const ATTRIBUTE_INT = 2;
const ATTRIBUTE_INTS = 7;

/** A node of `op` computing `output` (also its name) from `inputs`. */
export function node(op: string, inputs: string[], output: string, ...attributes: Field[]): Field {
  return message(
    1,
    ...inputs.map((name) => string(1, name)),
    string(2, output),
    string(3, output),
    string(4, op),
    ...attributes,
  );
}

export const intAttribute = (name: string, value: number): Field =>
  message(5, string(1, name), int(20, ATTRIBUTE_INT), int(3, value));
export const intsAttribute = (name: string, values: number[]): Field =>
  message(5, string(1, name), int(20, ATTRIBUTE_INTS), ints(8, values));

/** A tensor's ValueInfoProto as a graph's input (field 11) or output (12); a string dimension is symbolic. */
function tensorInfo(field: number, name: string, dims: (number | string)[], type: DataType): Field {
  const shape = dims.map((d) => message(1, typeof d === 'number' ? int(1, d) : string(2, d)));
  return message(field, string(1, name), message(2, message(1, int(1, type), message(2, ...shape))));
}

export const input = (name: string, dims: (number | string)[], type: DataType = FLOAT): Field =>
  tensorInfo(11, name, dims, type);
export const output = (name: string, dims: (number | string)[], type: DataType = FLOAT): Field =>
  tensorInfo(12, name, dims, type);

/** A constant tensor of the graph (an initializer), its values little-endian in raw_data. */
function initializer(name: string, dims: number[], type: DataType, data: Buffer): Field {
  return message(5, ints(1, dims), int(2, type), string(8, name), bytes(9, data));
}

/** A float initializer; `values` in row-major order. */
export function floatTensor(name: string, dims: number[], values: ArrayLike<number>): Field {
  const data = Buffer.alloc(values.length * 4);
  for (let i = 0; i < values.length; i++) data.writeFloatLE(values[i] as number, i * 4);
  return initializer(name, dims, FLOAT, data);
}

/** An int64 initializer, as the shape and axes inputs of Reshape and Unsqueeze take. */
export function int64Tensor(name: string, dims: number[], values: number[]): Field {
  const data = Buffer.alloc(values.length * 8);
  values.forEach((value, i) => {
    data.writeBigInt64LE(BigInt(value), i * 8);
  });
  return initializer(name, dims, INT64, data);
}

export interface Graph {
  name: string;
  /** From node(), in an order that computes each input before it is used. */
  nodes: Field[];
  /** From floatTensor() and int64Tensor(). */
  initializers?: Field[];
  /** From input() and output(). */
  inputs: Field[];
  outputs: Field[];
}

/** A whole ONNX file: the graph, the opset it uses and metadata_props (key, value pairs). */
export function onnxModel(graph: Graph, metadata: Record<string, string> = {}): Buffer {
  return encode(
    int(1, IR_VERSION),
    string(2, 'transcribe test-support'),
    message(8, string(1, ''), int(2, OPSET)),
    message(
      7,
      ...graph.nodes,
      string(2, graph.name),
      ...(graph.initializers ?? []),
      ...graph.inputs,
      ...graph.outputs,
    ),
    ...Object.entries(metadata).map(([key, value]) => message(14, string(1, key), string(2, value))),
  );
}
