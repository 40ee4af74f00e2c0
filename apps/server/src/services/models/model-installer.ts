import { ModelInstallError } from '../../adapters/model-download.js';
import { installModel } from '../../adapters/model-installer.js';
import type { Logger } from '../../domain/logger.js';
import { installedModel } from '../../pipeline/models/installed-models.js';
import { type CatalogueModel, MODEL_CATALOGUE } from '../../pipeline/models/model-catalogue.js';
import { type InstallState, readStates, wantedModels, writeStates } from './install-files.js';
import { InstallLock } from './install-lock.js';

export interface InstallerOptions {
  modelsDir: string;
  /** MODELS: the names to install (the recommended set when unset, none with MODELS=none). */
  configured: string[];
  mirror: string | undefined;
  log: Logger;
  /** The models that can be installed; the catalogue, or in tests a local one. */
  catalogue?: CatalogueModel[];
  /** How often it looks for work (and touches its lock). */
  tickMs?: number;
  /** The wait after a first failure; each next one doubles it, up to `maxRetryMs` (an hour). */
  retryMs?: number;
  maxRetryMs?: number;
}

const MINUTE = 60_000;
const LOCK_TOUCH_MS = 10_000;

/**
 * Installs the wanted models in the background, one at a time, in the one process that holds the install
 * lock: the server serves meanwhile, and each model is offered as soon as it is in place (the catalogue
 * looks again every few seconds). Progress goes to the log every 10% and to MODELS_DIR/.install-state.json
 * (the console's Models page reads it); a failure is one line with its reason, then tries again after a
 * growing wait (1, 2, 4 … minutes, at most hourly). A model no longer wanted (cancelled or removed in the
 * console) stops downloading at once.
 */
export class ModelInstaller {
  private readonly lock: InstallLock;
  private readonly catalogue: CatalogueModel[];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private current: { name: string; abort: AbortController } | undefined;
  private readonly failures = new Map<string, number>();
  private stopped = false;

  constructor(private readonly options: InstallerOptions) {
    this.lock = new InstallLock(options.modelsDir);
    this.catalogue = options.catalogue ?? MODEL_CATALOGUE;
  }

  start(): void {
    this.wake();
  }

  /** Looks for work now (an administrator asked for a model), or stops a download no longer wanted. */
  wake(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.running ??= this.tick().finally(() => {
      this.running = undefined;
      if (!this.stopped) this.timer = setTimeout(() => this.wake(), this.options.tickMs ?? 5000);
    });
    const current = this.current;
    if (current && !this.wanted().includes(current.name)) current.abort.abort();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.current?.abort.abort();
    await this.running;
    this.lock.release();
  }

  private wanted(): string[] {
    return wantedModels(this.options.configured, this.options.modelsDir);
  }

  private async tick(): Promise<void> {
    const { modelsDir } = this.options;
    const missing = this.wanted()
      .map((name) => this.catalogue.find((model) => model.name === name))
      .filter((model): model is CatalogueModel => model !== undefined && !installedModel(modelsDir, model));
    if (missing.length === 0 || !this.lock.take()) return;
    const states = readStates(modelsDir);
    for (const model of missing) {
      const next = states[model.name]?.next_try_at;
      if (next && Date.parse(next) > Date.now() && this.failures.has(model.name)) continue;
      if (this.stopped) return;
      await this.install(model);
    }
  }

  private async install(model: CatalogueModel): Promise<void> {
    const { modelsDir, log } = this.options;
    const abort = new AbortController();
    this.current = { name: model.name, abort };
    let shownPercent = -1;
    const setState = (state: InstallState | undefined) => {
      const states = readStates(modelsDir);
      if (state) states[model.name] = state;
      else delete states[model.name];
      writeStates(modelsDir, states);
    };
    // Each whole percent is written (at most 101 writes: a download that stalls shows where it stalled) and
    // each tenth logged.
    const progress = (done: number, total: number) => {
      const percent = Math.floor((done / total) * 100);
      if (percent === shownPercent) return;
      const tenth = Math.floor(percent / 10);
      if (tenth !== Math.floor(shownPercent / 10) && tenth < 10)
        log.info(`installing ${model.name}: ${tenth * 10}% of ${Math.round(total / 1e6)} MB`);
      shownPercent = percent;
      setState({
        state: 'downloading',
        done_bytes: done,
        total_bytes: total,
        updated_at: new Date().toISOString(),
      });
    };
    // The lock stays ours for as long as the install takes (a download of minutes, its unpacking): touched
    // every 10 s; should another process have taken it over meanwhile, this install stops.
    const heartbeat = setInterval(() => {
      if (!this.lock.take()) abort.abort();
    }, LOCK_TOUCH_MS);
    try {
      progress(0, model.bytes);
      await installModel(model, {
        modelsDir,
        mirror: this.options.mirror,
        onProgress: progress,
        signal: abort.signal,
      });
      this.failures.delete(model.name);
      setState(undefined);
      log.info(`installed ${model.name} in ${modelsDir}: it is offered from now on`);
    } catch (error) {
      if (abort.signal.aborted) {
        setState(undefined);
        log.info(`stopped installing ${model.name}`);
        return;
      }
      const tries = (this.failures.get(model.name) ?? 0) + 1;
      this.failures.set(model.name, tries);
      const waitMs = Math.min(
        this.options.maxRetryMs ?? 60 * MINUTE,
        (this.options.retryMs ?? MINUTE) * 2 ** (tries - 1),
      );
      const nextTry = new Date(Date.now() + waitMs).toISOString();
      const reason =
        error instanceof ModelInstallError || error instanceof Error ? error.message : String(error);
      setState({
        state: 'failed',
        done_bytes: 0,
        total_bytes: model.bytes,
        error: reason,
        next_try_at: nextTry,
        updated_at: new Date().toISOString(),
      });
      log.warn(`could not install ${model.name}: ${reason}; trying again at ${nextTry}`);
    } finally {
      clearInterval(heartbeat);
      this.current = undefined;
    }
  }
}
