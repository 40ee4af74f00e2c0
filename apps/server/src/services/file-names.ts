/** The longest name kept, in characters (code points, so no emoji is cut in half). */
export const FILE_NAME_MAX = 255;
/** An extension longer than this is not kept whole when a long name is shortened. */
const EXTENSION_MAX = 16;

// Control characters (C0, DEL, C1) and the bidirectional controls: a right-to-left override can make
// "invoice\u202Efdp.exe" display as "invoiceexe.pdf", so they never reach a name another screen shows.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name of an uploaded file as shown to its owner: the client's name without any folder part, unsafe
 * characters or surrounding spaces, at most FILE_NAME_MAX characters with the extension kept. The file is
 * stored under a server-made key; this name is only ever displayed and offered on download.
 */
export function displayFileName(clientName: string): string {
  const base = (clientName.split(/[\\/]/).pop() ?? '').replace(UNSAFE, '').trim();
  const chars = [...base];
  if (chars.length <= FILE_NAME_MAX) return base || 'upload';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? [...base.slice(dot)] : [];
  const keep = extension.length <= EXTENSION_MAX ? extension : [];
  return (
    chars
      .slice(0, FILE_NAME_MAX - keep.length)
      .join('')
      .trimEnd() + keep.join('')
  );
}
