/**
 * Where a command's words go. Human mode: lines on stdout, problems on stderr. `--json`: stdout holds only
 * JSON (one document at the end of a command, or one line an event for `watch`), problems still go to stderr,
 * so `transcribe … --json | jq` always parses.
 */
export class Output {
  constructor(
    readonly json: boolean,
    private readonly stdout: NodeJS.WritableStream = process.stdout,
    private readonly stderr: NodeJS.WritableStream = process.stderr,
  ) {}

  /** A line for a person: printed in human mode only. */
  line(text: string): void {
    if (!this.json) this.stdout.write(`${text}\n`);
  }

  /** A problem worth knowing of that does not end the command: always on stderr. */
  warn(text: string): void {
    this.stderr.write(`${text}\n`);
  }

  /** A command's result: JSON in --json mode, else nothing (its lines were printed as it went). */
  result(value: unknown): void {
    if (this.json) this.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  }

  /** One event of a long-running command (`watch`): a JSON line in --json mode, else `text` when given. */
  event(value: Record<string, unknown>, text?: string): void {
    if (this.json) this.stdout.write(`${JSON.stringify(value)}\n`);
    else if (text !== undefined) this.stdout.write(`${text}\n`);
  }
}
