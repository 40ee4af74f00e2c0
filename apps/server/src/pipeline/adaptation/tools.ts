import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ACOUSTIC_MODEL_DIR } from '../engines/pocketsphinx.js';

/** Where Debian's sphinxtrain installs its programs (not on PATH). */
export const SPHINXTRAIN_DIR = '/usr/lib/sphinxtrain';

/** The acoustic model's files adaptation reads. */
export const BASE_MODEL_FILES = [
  'feat.params',
  'mdef',
  'means',
  'variances',
  'sendump',
  'transition_matrices',
  'noisedict',
];

/** Programs adaptation runs, each with the Debian package that installs it. */
const PROGRAMS: Array<{ path: string; onPath: boolean; debianPackage: string }> = [
  { path: join(SPHINXTRAIN_DIR, 'bw'), onPath: false, debianPackage: 'sphinxtrain' },
  { path: join(SPHINXTRAIN_DIR, 'mllr_solve'), onPath: false, debianPackage: 'sphinxtrain' },
  { path: join(SPHINXTRAIN_DIR, 'mllr_transform'), onPath: false, debianPackage: 'sphinxtrain' },
  { path: join(SPHINXTRAIN_DIR, 'map_adapt'), onPath: false, debianPackage: 'sphinxtrain' },
  { path: 'sphinx_fe', onPath: true, debianPackage: 'sphinxbase-utils' },
  { path: 'pocketsphinx_mdef_convert', onPath: true, debianPackage: 'pocketsphinx' },
  { path: 'pocketsphinx_batch', onPath: true, debianPackage: 'pocketsphinx' },
];

/** Whether this machine can adapt (sphinxtrain's programs, sphinx_fe, the base model); what is missing. */
export function adaptationTools(): { available: boolean; missing: string[] } {
  const missing = [
    ...PROGRAMS.filter((program) => !installed(program)).map(
      (program) => `${program.path} (Debian package ${program.debianPackage})`,
    ),
    ...BASE_MODEL_FILES.map((file) => join(ACOUSTIC_MODEL_DIR, file))
      .filter((path) => !existsSync(path))
      .map((path) => `${path} (Debian package pocketsphinx-en-us)`),
  ];
  return { available: missing.length === 0, missing };
}

function installed(program: { path: string; onPath: boolean }): boolean {
  if (!program.onPath) return existsSync(program.path);
  const dirs = (process.env.PATH ?? '').split(delimiter).filter((dir) => dir !== '');
  return dirs.some((dir) => existsSync(join(dir, program.path)));
}
