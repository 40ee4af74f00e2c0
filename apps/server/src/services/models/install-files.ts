import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the model installers of all processes share, as files in MODELS_DIR (which they share anyway): the
 * state of each install (written by the one process installing, read by every API process for the console)
 * and the administrators' choices, which models to add to or leave out of MODELS.
 */
export interface InstallState {
  state: 'downloading' | 'failed';
  done_bytes: number;
  total_bytes: number;
  /** failed: why, in one line; and when the next try is (ISO). */
  error?: string;
  next_try_at?: string;
  /** ISO; a `downloading` state not written for a while is an installer that died. */
  updated_at: string;
}
export type InstallStates = Record<string, InstallState>;

export interface Choices {
  add: string[];
  remove: string[];
}

const STATE_FILE = '.install-state.json';
const CHOICES_FILE = '.model-choices.json';
export const lockFile = (modelsDir: string) => join(modelsDir, '.install.lock');

function readJson<T>(path: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return fallback; // not written yet, or being replaced: the next read sees it
  }
}

/** Written whole and renamed into place, so a reader never sees half of it. */
function writeJson(modelsDir: string, name: string, value: unknown): void {
  mkdirSync(modelsDir, { recursive: true });
  const temporary = join(modelsDir, `${name}.${process.pid}`);
  writeFileSync(temporary, JSON.stringify(value));
  renameSync(temporary, join(modelsDir, name));
}

export const readStates = (modelsDir: string) => readJson<InstallStates>(join(modelsDir, STATE_FILE), {});
export const writeStates = (modelsDir: string, states: InstallStates) =>
  writeJson(modelsDir, STATE_FILE, states);
export const readChoices = (modelsDir: string) =>
  readJson<Choices>(join(modelsDir, CHOICES_FILE), { add: [], remove: [] });
export const writeChoices = (modelsDir: string, choices: Choices) =>
  writeJson(modelsDir, CHOICES_FILE, choices);

/** The models to have: MODELS (or its default) and those administrators added, less those they removed. */
export function wantedModels(configured: string[], modelsDir: string): string[] {
  const { add, remove } = readChoices(modelsDir);
  return [...new Set([...configured, ...add])].filter((name) => !remove.includes(name));
}
