import type { ApiClient } from './api-client.js';
import { array, dataOf, type Folder, folder, type Language, language, type Mode, mode } from './api-types.js';
import type { TranscriptionChoices } from './args.js';
import { usageError } from './errors.js';

/** The choices as the server's ids: where the file goes and how it is transcribed. */
export interface TranscriptionPlan {
  folderId?: number;
  languageId: number;
  /** Left out: the server picks the most accurate mode installed for the language. */
  modeId?: number;
  speakers: number;
  keepDuplicate: boolean;
}

/** Looks the names up once per command: the folder (made when missing), the language and the mode. */
export async function resolveChoices(
  api: ApiClient,
  choices: TranscriptionChoices,
): Promise<TranscriptionPlan> {
  const languages = array(
    dataOf(await api.json('GET', '/api/v1/audio/transcript/language')),
    'languages',
  ).map(language);
  const chosen = pickLanguage(languages, choices.language);
  let modeId: number | undefined;
  if (choices.mode) {
    const modes = array(dataOf(await api.json('GET', '/api/v1/audio/transcript/model')), 'modes').map(mode);
    modeId = pickMode(modes, choices.mode).id;
  }
  const folderId = choices.folder ? await folderNamed(api, choices.folder) : undefined;
  return {
    folderId,
    languageId: chosen.id,
    modeId,
    speakers: choices.speakers,
    keepDuplicate: choices.keepDuplicate,
  };
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** By ISO code ("en") or name ("English"); English when not given. */
function pickLanguage(languages: Language[], wanted: string | undefined): Language {
  const name = wanted ?? 'en';
  const found =
    languages.find((l) => same(l.iso, name) || same(l.name, name)) ?? (wanted ? undefined : languages[0]);
  if (!found)
    throw usageError(
      `Unknown --language "${name}". The server knows: ${languages.map((l) => l.iso).join(', ')}.`,
    );
  return found;
}

/** By id, short name or name, as `GET /audio/transcript/model` lists them. */
function pickMode(modes: Mode[], wanted: string): Mode {
  const found = modes.find(
    (m) => String(m.id) === wanted || same(m.shortName, wanted) || same(m.name, wanted),
  );
  if (!found)
    throw usageError(
      `Unknown --mode "${wanted}". The server offers: ${modes.map((m) => m.shortName).join(', ')}.`,
    );
  return found;
}

/**
 * The folder of that name: the user's own first, then a workspace's; made at the top of the user's library
 * when there is none, as a user of `--folder Interviews` expects.
 */
async function folderNamed(api: ApiClient, name: string): Promise<number> {
  const trees = array(dataOf(await api.json('GET', '/api/v1/folder')), 'folders').map(folder);
  const all = trees.flatMap(flatten);
  const own = all.filter((f) => f.workspaceId === null);
  const found =
    own.find((f) => f.name === name) ??
    all.find((f) => f.name === name) ??
    own.find((f) => same(f.name, name)) ??
    all.find((f) => same(f.name, name));
  if (found) return found.id;
  const root = trees.find((tree) => tree.workspaceId === null && tree.parentId === 0);
  if (!root) throw usageError('The server listed no library folder to make the folder in.');
  const made = await api.json('POST', '/api/v1/folder', {
    body: { folder_name: name, folder_parent_id: String(root.id) },
  });
  return folder(dataOf(made)).id;
}

const flatten = (tree: Folder): Folder[] => [tree, ...tree.children.flatMap(flatten)];
