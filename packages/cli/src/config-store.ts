import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { notLoggedIn } from './errors.js';

/** What `transcribe login` keeps: the server's address and the API key. */
export interface Credentials {
  url: string;
  apiKey: string;
}

/** `$XDG_CONFIG_HOME/transcribe`, else `~/.config/transcribe`: the config file and the uploads to resume. */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME?.trim() || join(env.HOME?.trim() || homedir(), '.config');
  return join(base, 'transcribe');
}

export const configFile = (env?: NodeJS.ProcessEnv) => join(configDir(env), 'config.json');

/** Where tus keeps the addresses of unfinished uploads, so a later run continues them. */
export const resumeFile = (env?: NodeJS.ProcessEnv) => join(configDir(env), 'uploads.json');

/** Saves the credentials readable by the user only (0600, in a 0700 directory), replacing the file whole. */
export async function saveCredentials(credentials: Credentials, env?: NodeJS.ProcessEnv): Promise<string> {
  const dir = configDir(env);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = configFile(env);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  await chmod(temp, 0o600); // a umask cannot widen it, but an existing temp file keeps its mode
  await rename(temp, file);
  return file;
}

/** The saved credentials; a missing or unreadable file is "not logged in" (exit 3). */
export async function loadCredentials(env?: NodeJS.ProcessEnv): Promise<Credentials> {
  const text = await readFile(configFile(env), 'utf8').catch(() => undefined);
  if (text === undefined) throw notLoggedIn();
  const parsed = parseCredentials(text);
  if (!parsed) throw notLoggedIn();
  return parsed;
}

function parseCredentials(text: string): Credentials | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { url, apiKey } = value as Record<string, unknown>;
    return typeof url === 'string' && typeof apiKey === 'string' && url && apiKey
      ? { url, apiKey }
      : undefined;
  } catch {
    return undefined;
  }
}
