import { withoutUnsafeCharacters } from '@transcribe/contract';

/** The longest name kept, in characters (code points, so no emoji is cut in half). */
export const FILE_NAME_MAX = 255;
/** An extension longer than this is not kept whole when a long name is shortened. */
const EXTENSION_MAX = 16;

/**
 * The name of an uploaded file as shown to its owner: the client's name without any folder part, control
 * or bidirectional control characters, or surrounding spaces, at most FILE_NAME_MAX characters with the
 * extension kept. The file is stored under a server-made key; this name is only displayed and downloaded.
 */
export function displayFileName(clientName: string): string {
  const base = withoutUnsafeCharacters(clientName.split(/[\\/]/).pop() ?? '').trim();
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

/** "talk.final.m4a" -> "talk.final"; a name that is only an extension (".m4a") stays as it is. */
export const withoutExtension = (name: string) =>
  name.lastIndexOf('.') > 0 ? name.slice(0, name.lastIndexOf('.')) : name;
