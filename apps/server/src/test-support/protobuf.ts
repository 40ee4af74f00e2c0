/**
 * The protocol buffers wire format, enough to write a message by hand (an ONNX model, see
 * speaker-embedding-model.ts): each field is a tag (number and wire type) followed by its value.
 */
export type Field = Buffer;

const VARINT = 0;
const LENGTH_DELIMITED = 2;

function varint(value: number): Buffer {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a varint: ${value}`);
  const bytes: number[] = [];
  let rest = BigInt(value);
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    bytes.push(rest > 0n ? low | 0x80 : low);
  } while (rest > 0n);
  return Buffer.from(bytes);
}

const tag = (field: number, wireType: number) => varint(field * 8 + wireType);

/** An integer field (int32, int64 or an enum), non-negative. */
export const int = (field: number, value: number): Field =>
  Buffer.concat([tag(field, VARINT), varint(value)]);

/** A bytes field, or an embedded message's encoding. */
export const bytes = (field: number, value: Buffer): Field =>
  Buffer.concat([tag(field, LENGTH_DELIMITED), varint(value.length), value]);

export const string = (field: number, value: string): Field => bytes(field, Buffer.from(value, 'utf8'));

/** An embedded message made of these fields. */
export const message = (field: number, ...fields: Field[]): Field => bytes(field, Buffer.concat(fields));

/** A repeated integer field, one entry per value (the unpacked form every parser reads). */
export const ints = (field: number, values: number[]): Field =>
  Buffer.concat(values.map((value) => int(field, value)));

/** A whole message: its fields one after another. */
export const encode = (...fields: Field[]): Buffer => Buffer.concat(fields);
