#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { type Command, parseCommandLine } from './args.js';
import { exportCommand } from './commands/export.js';
import { importCommand } from './commands/import.js';
import { listCommand } from './commands/list.js';
import { loginCommand } from './commands/login.js';
import { uploadCommand } from './commands/upload.js';
import { watchCommand } from './commands/watch.js';
import { CliError, EXIT, exitCodeOf, messageOf } from './errors.js';
import { helpText } from './help.js';
import { Output } from './output.js';

function version(): string {
  const pkg: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const value = typeof pkg === 'object' && pkg !== null ? (pkg as { version?: unknown }).version : undefined;
  return typeof value === 'string' ? value : 'unknown';
}

function run(command: Command, out: Output): Promise<number> {
  switch (command.name) {
    case 'help':
      process.stdout.write(helpText(command.topic));
      return Promise.resolve(EXIT.ok);
    case 'version':
      process.stdout.write(`${version()}\n`);
      return Promise.resolve(EXIT.ok);
    case 'login':
      return loginCommand(command, out);
    case 'upload':
      return uploadCommand(command, out);
    case 'import':
      return importCommand(command, out);
    case 'list':
      return listCommand(command, out);
    case 'export':
      return exportCommand(command, out);
    case 'watch':
      return watchCommand(command, out);
  }
}

async function main(argv: string[]): Promise<number> {
  let json = argv.includes('--json');
  try {
    const invocation = parseCommandLine(argv);
    json = invocation.json;
    return await run(invocation.command, new Output(json));
  } catch (error) {
    const code = exitCodeOf(error);
    process.stderr.write(`transcribe: ${messageOf(error)}\n`);
    if (json) {
      const errorCode = error instanceof CliError ? error.code : undefined;
      process.stdout.write(
        `${JSON.stringify({ error: messageOf(error), code: errorCode, exit_code: code })}\n`,
      );
    }
    return code;
  }
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
