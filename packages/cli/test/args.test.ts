import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../src/args.js';
import { CliError, EXIT } from '../src/errors.js';

const usage = (argv: string[]) => {
  try {
    parseCommandLine(argv);
  } catch (error) {
    return error instanceof CliError ? error.exitCode : 'not a CliError';
  }
  return 'accepted';
};

describe('the command line', () => {
  it('reads upload options: formats repeated or comma-separated, --format implying --wait', () => {
    const { command, json } = parseCommandLine([
      'upload',
      'a.mp3',
      'dir',
      '--format',
      'srt,TXT',
      '--format',
      'srt',
      '--out',
      'o',
      '--speakers',
      '0',
      '--json',
    ]);
    expect(json).toBe(true);
    expect(command).toEqual({
      name: 'upload',
      paths: ['a.mp3', 'dir'],
      wait: true,
      choices: { folder: undefined, language: undefined, mode: undefined, speakers: 0, keepDuplicate: false },
      exports: { formats: ['srt', 'txt'], out: 'o' },
    });
  });

  it('refuses what it cannot do as a usage error (exit 2), before anything is sent', () => {
    for (const argv of [
      [],
      ['upload'],
      ['upload', 'a', '--format', 'mp3'],
      ['upload', 'a', '--speakers', '11'],
      ['upload', 'a', '--out', 'o'],
      ['upload', 'a', '--nope'],
      ['login', '--url', 'ftp://x', '--api-key', 'k'],
      ['export', 'abc', '--format', 'srt'],
      ['export', '3'],
      ['watch', 'd', '--format', 'srt', '--out', 'o'],
      ['watch', 'd', '--interval', '0'],
      ['list', 'extra'],
    ])
      expect(usage(argv), argv.join(' ')).toBe(argv.length === 0 ? 'accepted' : EXIT.usage);
  });

  it('reads watch and export', () => {
    expect(parseCommandLine(['watch', 'd', '--interval', '0.5', '--once']).command).toMatchObject({
      name: 'watch',
      dir: 'd',
      intervalMs: 500,
      once: true,
    });
    expect(parseCommandLine(['export', '42', '--format', 'docx', '--out', '-']).command).toEqual({
      name: 'export',
      audioId: 42,
      exports: { formats: ['docx'], out: '-' },
    });
  });
});
