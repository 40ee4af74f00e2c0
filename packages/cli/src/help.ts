import { EXPORT_FORMATS } from './args.js';

const FORMATS = EXPORT_FORMATS.join('|');

const TRANSCRIBE_OPTIONS = `  --folder NAME        the folder to put files in (made when there is none of that name)
  --language LANG      language by code or name (en, English; default en)
  --mode MODE          transcription mode by short name or id (default: the server's best)
  --speakers N         how many people speak, 0 for "find out" (default 1)
  --keep-duplicate     keep a second copy of a file already in the library`;

const TOPICS: Record<string, string> = {
  login: `transcribe login --url URL --api-key KEY
  Checks the key (Profile -> API keys in the web app) and keeps it in the config file (mode 0600).`,
  upload: `transcribe upload FILE|DIR... [options]
  Uploads files (a directory: the media files in it) resumably, and queues their transcription. An upload
  cut by a lost connection is retried from where the server has it, and a later run continues it.
${TRANSCRIBE_OPTIONS}
  --wait               wait until the transcriptions end
  --format ${FORMATS}  export each finished transcript (implies --wait; repeat or comma-separate)
  --out DIR            where exports are written (default: the current directory)`,
  import: `transcribe import URL [options]
  The server downloads the recording at URL (or takes it from a video site's page) and transcribes it.
  Options as for upload.`,
  list: `transcribe list [--limit N]
  Your files, newest first: id, date, length, transcription status, name.`,
  export: `transcribe export ID --format ${FORMATS} [--out DIR|-]
  Writes the file's transcript (ID as \`list\` shows it) into DIR (default: here), or to stdout with --out -.`,
  watch: `transcribe watch DIR [options] [--interval SECONDS] [--once]
  Uploads each new media file in DIR once its size stops changing, and writes the --format exports beside it
  when it is transcribed. Remembers what it sent in DIR/.transcribe-watch.json. Ctrl-C stops it; --once
  handles what is there now, waits for it, and exits.
${TRANSCRIBE_OPTIONS}
  --format ${FORMATS}  exports to write beside each file
  --interval SECONDS   how often to look (default 2)`,
};

const EXIT_CODES = `Exit codes:
  0  everything worked
  1  some files failed (refused by the server, transcription failed or cancelled)
  2  usage error (unknown command or option, missing file)
  3  not logged in, or the server refused the API key
  4  the server cannot be reached`;

export function helpText(topic?: string): string {
  const one = topic ? TOPICS[topic] : undefined;
  if (one) return `${one}\n\n  --json               print the result as JSON on stdout\n`;
  return `transcribe: upload, transcribe and export recordings on a Transcribe server

Commands:
${Object.values(TOPICS)
  .map((text) => `  ${text.split('\n')[0]}`)
  .join('\n')}

Every command takes --json (the result as JSON on stdout; progress and problems go to stderr).
\`transcribe help COMMAND\` tells more. The login is kept in $XDG_CONFIG_HOME/transcribe/config.json
(default ~/.config/transcribe/config.json).

${EXIT_CODES}
`;
}
