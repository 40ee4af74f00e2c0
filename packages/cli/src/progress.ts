/**
 * Progress of one long step (an upload's bytes, a transcription's percent) on stderr: a bar redrawn in place
 * on a terminal, plain lines at each quarter otherwise (a log, a pipe, CI), nothing at all with --json.
 */
export interface Progress {
  update(fraction: number, detail?: string): void;
  /** Ends the bar (the line stays, finished). */
  done(detail?: string): void;
  /** Ends the bar where it is, so what is printed next starts on a line of its own. */
  stop(): void;
}

const WIDTH = 24;

export function progress(label: string, options: { quiet: boolean; stream?: NodeJS.WriteStream }): Progress {
  const stream = options.stream ?? process.stderr;
  if (options.quiet) return { update() {}, done() {}, stop() {} };
  if (stream.isTTY) return terminalBar(label, stream);
  return plainLines(label, stream);
}

const clamp = (fraction: number) => Math.max(0, Math.min(1, Number.isFinite(fraction) ? fraction : 0));

function terminalBar(label: string, stream: NodeJS.WriteStream): Progress {
  let last = '';
  const draw = (fraction: number, detail: string) => {
    const filled = Math.round(clamp(fraction) * WIDTH);
    const percent = `${Math.floor(clamp(fraction) * 100)}`.padStart(3);
    const text = `${label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${percent}% ${detail}`;
    const columns = stream.columns || 80;
    const line = text.length >= columns ? `${text.slice(0, columns - 2)}…` : text;
    if (line === last) return;
    last = line;
    stream.write(`\r\x1b[2K${line}`);
  };
  return {
    update: (fraction, detail = '') => draw(fraction, detail),
    done: (detail = '') => {
      draw(1, detail);
      stream.write('\n');
      last = '';
    },
    stop: () => {
      if (last) stream.write('\n');
      last = '';
    },
  };
}

function plainLines(label: string, stream: NodeJS.WritableStream): Progress {
  let quarter = -1;
  return {
    update(fraction, detail = '') {
      const now = Math.floor(clamp(fraction) * 4);
      if (now <= quarter || now === 4) return;
      quarter = now;
      stream.write(`${label}: ${now * 25}%${detail ? ` ${detail}` : ''}\n`);
    },
    done(detail = '') {
      stream.write(`${label}: 100%${detail ? ` ${detail}` : ''}\n`);
    },
    stop() {},
  };
}
