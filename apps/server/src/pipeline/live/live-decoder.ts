import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { SAMPLE_RATE } from '../decode.js';

export interface LiveDecoderOptions {
  ffmpegPath: string;
  /** Where the decoded 16 kHz mono s16le PCM goes, appended as it comes. */
  pcmPath: string;
  /** Called with each piece of PCM once it is in the file, in order. */
  onPcm(bytes: Buffer): void;
  /** Called once when the decoder stops for good: at the end of its input, killed, or on an error. */
  onEnd(error?: Error): void;
}

/**
 * One long-lived ffmpeg that decodes a media stream (a recorder's growing WebM) as its bytes arrive:
 * they go to its standard input in order, and the PCM it writes as it goes is appended to a file, so
 * memory stays flat however long the recording.
 */
export class LiveDecoder {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pcm: WriteStream;
  private ended = false;
  /** Settles when the ffmpeg process is gone. */
  readonly exited: Promise<void>;

  constructor(private readonly options: LiveDecoderOptions) {
    const args = ['-nostdin', '-hide_banner', '-v', 'error', '-i', 'pipe:0'];
    args.push('-map', '0:a:0', '-vn', '-sn', '-dn', '-ac', '1', '-ar', String(SAMPLE_RATE));
    args.push('-c:a', 'pcm_s16le', '-f', 's16le', 'pipe:1');
    // -nostdin only stops ffmpeg reading keys from the terminal; pipe:0 is still its input.
    this.child = spawn(options.ffmpegPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    this.pcm = createWriteStream(options.pcmPath, { flags: 'a' });
    this.exited = new Promise((resolve) => {
      this.child.once('close', () => resolve());
      this.child.once('error', () => resolve());
    });
    let stderr = '';
    this.child.stderr.on('data', (data: Buffer) => {
      stderr = (stderr + data.toString('utf8')).slice(-2000);
    });
    this.child.stdout.on('data', (data: Buffer) => {
      if (!this.pcm.write(data, () => options.onPcm(data))) {
        this.child.stdout.pause();
        this.pcm.once('drain', () => this.child.stdout.resume());
      }
    });
    // A write into a decoder that has quit (EPIPE) is not news: its exit says why.
    this.child.stdin.on('error', () => {});
    this.pcm.on('error', (error) => this.stop(error));
    this.child.on('error', (error) => this.stop(error));
    this.child.on('close', (code, signal) => {
      const why = signal ? `was killed by ${signal}` : `exited with ${code}: ${stderr.trim()}`;
      // The last PCM is flushed to the file before the end is told.
      this.pcm.end(() => this.stop(code === 0 ? undefined : new Error(`ffmpeg ${why}`)));
    });
  }

  /** Hands ffmpeg the next bytes of the stream; resolves when it is ready for more. */
  write(bytes: Buffer): Promise<void> {
    if (this.ended || !this.child.stdin.writable) return Promise.resolve();
    return new Promise((resolve) => {
      if (this.child.stdin.write(bytes)) resolve();
      else {
        const done = () => {
          this.child.stdin.off('drain', done);
          this.child.off('close', done);
          resolve();
        };
        this.child.stdin.on('drain', done);
        this.child.once('close', done);
      }
    });
  }

  /** No more input: ffmpeg decodes what it has and exits. */
  end(): void {
    if (!this.ended) this.child.stdin.end();
  }

  /** Stops at once (SIGKILL: a decoder has nothing worth flushing). */
  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  private stop(error?: Error): void {
    if (this.ended) return;
    this.ended = true;
    this.kill();
    this.pcm.destroy();
    this.options.onEnd(error);
  }
}
