import { hostname } from 'node:os';
import type { AppContext } from '../../app-context.js';
import type { Logger } from '../../domain/logger.js';
import { listWatchedFiles, type WatchedFile } from '../../storage/watched-folder-files.js';
import { resolveWatchedFolders, type WatchedFolder } from './watched-folder-setup.js';
import { importWatchedFile } from './watched-import.js';

type Look = Pick<WatchedFile, 'size' | 'mtimeMs'>;

/**
 * The watched folders of WATCH_FOLDERS, looked at every poll by each worker process: a file found with the
 * same size and time at two looks in a row (and not empty) has stopped growing and is imported; every worker
 * may find it, and the content's claim lets exactly one import it (see watched-import).
 */
export class WatchedFolders {
  readonly id = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  /** Per folder, each file's size and time at the last look. */
  private readonly lastLook = new Map<string, Map<string, Look>>();
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private stopping = false;

  /**
   * The configured folders, checked (a missing folder or account stops start-up with a clear message), or
   * undefined when none is configured.
   */
  static async create(ctx: AppContext, log: Logger): Promise<WatchedFolders | undefined> {
    const { mappings, pollMs } = ctx.config.watchedFolders;
    if (mappings.length === 0) return undefined;
    return new WatchedFolders(ctx, log, await resolveWatchedFolders(ctx, mappings), pollMs);
  }

  constructor(
    private readonly ctx: AppContext,
    private readonly log: Logger,
    readonly folders: WatchedFolder[],
    private readonly pollMs: number,
  ) {}

  start(): void {
    if (this.timer || this.polling || this.stopping) return;
    this.log.info({ folders: this.folders.map((f) => f.path) }, 'watching folders for new recordings');
    this.schedule();
  }

  /** Stops looking; an import under way finishes first. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.polling;
  }

  /** One look at every folder, importing the files that stopped changing since the last. */
  async poll(): Promise<void> {
    for (const folder of this.folders) {
      const files = await listWatchedFiles(folder.path).catch((error: unknown) => {
        this.log.error({ err: error, folder: folder.path }, 'watched folders: cannot read the folder');
        return [];
      });
      const before = this.lastLook.get(folder.path) ?? new Map<string, Look>();
      this.lastLook.set(folder.path, new Map(files.map((f) => [f.name, f])));
      for (const file of files) {
        if (this.stopping) return;
        const earlier = before.get(file.name);
        const settled = earlier?.size === file.size && earlier.mtimeMs === file.mtimeMs && file.size > 0;
        if (settled) await this.importOne(folder, file);
      }
    }
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.polling = this.poll()
        .catch((error: unknown) => this.log.error({ err: error }, 'watched folders: poll failed'))
        .finally(() => {
          this.polling = undefined;
          if (!this.stopping) this.schedule();
        });
    }, this.pollMs);
  }

  private async importOne(folder: WatchedFolder, file: WatchedFile): Promise<void> {
    const where = { file: file.path, user: folder.email };
    try {
      const outcome = await importWatchedFile(this.ctx, folder, file, this.id, this.log);
      if (outcome.kind === 'imported') this.log.info({ ...where, audioId: outcome.audioId }, 'imported');
      else if (outcome.kind === 'failed' || outcome.kind === 'duplicate')
        this.log.warn({ ...where, reason: outcome.reason }, 'watched folders: not imported');
      else if (outcome.kind === 'busy')
        this.log.debug(where, 'watched folders: another worker is importing it, or it changed');
      else if (outcome.kind === 'retry')
        this.log.error({ ...where, err: outcome.error }, 'watched folders: import failed, trying again');
    } catch (error) {
      this.log.error({ ...where, err: error }, 'watched folders: import failed, trying again');
    }
  }
}
