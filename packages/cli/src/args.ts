import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { usageError } from './errors.js';

export const EXPORT_FORMATS = ['txt', 'srt', 'vtt', 'ass', 'docx', 'pdf', 'csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** How a file is transcribed: the upload dialog's choices. */
export interface TranscriptionChoices {
  folder?: string;
  language?: string;
  mode?: string;
  /** 0: unknown (the server finds how many), 1: one speaker (default), 2-10. */
  speakers: number;
  keepDuplicate: boolean;
}

export interface ExportChoices {
  formats: ExportFormat[];
  out?: string;
}

export type Command =
  | { name: 'help'; topic?: string }
  | { name: 'version' }
  | { name: 'login'; url: string; apiKey: string }
  | { name: 'upload'; paths: string[]; choices: TranscriptionChoices; wait: boolean; exports: ExportChoices }
  | { name: 'import'; url: string; choices: TranscriptionChoices; wait: boolean; exports: ExportChoices }
  | { name: 'list'; limit?: number }
  | { name: 'export'; audioId: number; exports: ExportChoices }
  | {
      name: 'watch';
      dir: string;
      choices: TranscriptionChoices;
      exports: ExportChoices;
      intervalMs: number;
      once: boolean;
    };

export interface Invocation {
  command: Command;
  json: boolean;
}

const COMMON = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;
const TRANSCRIBE = {
  folder: { type: 'string' },
  language: { type: 'string' },
  mode: { type: 'string' },
  speakers: { type: 'string' },
  'keep-duplicate': { type: 'boolean' },
  format: { type: 'string', multiple: true },
  out: { type: 'string' },
} as const;
const OPTIONS = {
  login: { ...COMMON, url: { type: 'string' }, 'api-key': { type: 'string' } },
  upload: { ...COMMON, ...TRANSCRIBE, wait: { type: 'boolean' } },
  import: { ...COMMON, ...TRANSCRIBE, wait: { type: 'boolean' } },
  list: { ...COMMON, limit: { type: 'string' } },
  export: { ...COMMON, format: { type: 'string', multiple: true }, out: { type: 'string' } },
  watch: { ...COMMON, ...TRANSCRIBE, interval: { type: 'string' }, once: { type: 'boolean' } },
} as const;
type CommandName = keyof typeof OPTIONS;
const isCommand = (name: string): name is CommandName => Object.hasOwn(OPTIONS, name);

/** The command line as a Command; a mistake in it throws a usage error (exit 2). */
export function parseCommandLine(argv: string[]): Invocation {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h')
    return { command: { name: 'help', topic: name === 'help' ? rest[0] : undefined }, json: false };
  if (name === '--version' || name === 'version') return { command: { name: 'version' }, json: false };
  if (!isCommand(name)) throw usageError(`Unknown command "${name}". Run \`transcribe --help\`.`);
  const options: ParseArgsOptionsConfig = OPTIONS[name];
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: rest, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw usageError(
      `${error instanceof Error ? error.message : String(error)} (see \`transcribe help ${name}\`)`,
    );
  }
  const { values, positionals } = parsed;
  const json = values.json === true;
  if (values.help === true) return { command: { name: 'help', topic: name }, json };
  return { command: build(name, values, positionals), json };
}

type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

function build(name: CommandName, values: Values, positionals: string[]): Command {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : undefined);
  switch (name) {
    case 'login': {
      const url = text('url');
      const apiKey = text('api-key');
      if (!url || !apiKey) throw usageError('login needs --url URL and --api-key KEY.');
      if (!URL.canParse(url) || !/^https?:\/\//i.test(url))
        throw usageError(`--url must be an http:// or https:// address, not "${url}".`);
      noPositionals(name, positionals);
      return { name, url, apiKey };
    }
    case 'upload':
      if (positionals.length === 0) throw usageError('upload needs at least one FILE or DIR.');
      return { name, paths: positionals, ...transcribing(values), wait: waits(values) };
    case 'import': {
      const [url, ...more] = positionals;
      if (!url || more.length > 0) throw usageError('import needs exactly one URL.');
      return { name, url, ...transcribing(values), wait: waits(values) };
    }
    case 'list': {
      noPositionals(name, positionals);
      const limit = text('limit');
      return { name, limit: limit === undefined ? undefined : wholeNumber('--limit', limit, 1, 500) };
    }
    case 'export': {
      const [id, ...more] = positionals;
      if (!id || more.length > 0)
        throw usageError('export needs exactly one ID (as `transcribe list` shows).');
      const exports = exportChoices(values);
      if (exports.formats.length === 0)
        throw usageError(`export needs --format (${EXPORT_FORMATS.join('|')}).`);
      return { name, audioId: wholeNumber('ID', id, 1, Number.MAX_SAFE_INTEGER), exports };
    }
    case 'watch': {
      const [dir, ...more] = positionals;
      if (!dir || more.length > 0) throw usageError('watch needs exactly one DIR.');
      const interval = text('interval');
      const seconds = interval === undefined ? 2 : Number(interval);
      if (!Number.isFinite(seconds) || seconds < 0.1 || seconds > 3600)
        throw usageError('--interval must be a number of seconds from 0.1 to 3600.');
      const options = transcribing(values);
      if (options.exports.out !== undefined)
        throw usageError('watch writes exports beside the files: no --out.');
      return { name, dir, ...options, intervalMs: seconds * 1000, once: values.once === true };
    }
  }
}

function transcribing(values: Values): { choices: TranscriptionChoices; exports: ExportChoices } {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : undefined);
  const speakers = text('speakers');
  return {
    choices: {
      folder: text('folder'),
      language: text('language'),
      mode: text('mode'),
      speakers: speakers === undefined ? 1 : wholeNumber('--speakers', speakers, 0, 10),
      keepDuplicate: values['keep-duplicate'] === true,
    },
    exports: exportChoices(values),
  };
}

/** --wait, which --format implies (an export needs the finished transcript). */
const waits = (values: Values) => values.wait === true || Array.isArray(values.format);

function exportChoices(values: Values): ExportChoices {
  const given = Array.isArray(values.format) ? values.format : [];
  const formats = given
    .flatMap((value) => String(value).split(','))
    .map((value) => value.trim().toLowerCase());
  for (const format of formats)
    if (!(EXPORT_FORMATS as readonly string[]).includes(format))
      throw usageError(`Unknown --format "${format}": one of ${EXPORT_FORMATS.join(', ')}.`);
  const out = typeof values.out === 'string' ? values.out : undefined;
  if (out !== undefined && formats.length === 0) throw usageError('--out needs --format.');
  return { formats: [...new Set(formats)] as ExportFormat[], out };
}

function wholeNumber(what: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max)
    throw usageError(`${what} must be a whole number from ${min} to ${max}, not "${text}".`);
  return value;
}

function noPositionals(name: string, positionals: string[]) {
  if (positionals.length > 0) throw usageError(`${name} takes no arguments, got "${positionals.join(' ')}".`);
}
