import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { TUploadDraft } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../domain/app-error.js';
import { languageById, languageByIso } from '../../domain/languages.js';
import type { Logger } from '../../domain/logger.js';
import type { CatalogueEntry } from '../../pipeline/engines/catalogue.js';
import { POCKETSPHINX_MODEL } from '../../pipeline/engines/pocketsphinx.js';
import { DraftRecogniser } from '../../pipeline/live/draft-recogniser.js';
import { newScratchFolder } from '../core/work-folders.js';
import { isRecordingUpload, ownsResumableUpload, resumableUploadStore } from './resumable-uploads.js';

/** A draft nobody has fed for this long is ended (a recorder closed without a word). */
const IDLE_MS = 10 * 60_000;
/** Drafts one user may have at once; a new one ends their oldest (a recorder reopened, a stale tab). */
const PER_USER = 2;
/** Ended uploads remembered, so a feed that was already under way cannot start a draft again. */
const ENDED_KEPT = 1000;

interface Draft {
  owner: number;
  /** Bytes of the upload handed to the recogniser so far. */
  fed: number;
  /** Every step on this draft, in order: its start, each feed, its end. */
  chain: Promise<unknown>;
  recogniser?: DraftRecogniser;
  idle: NodeJS.Timeout;
}

/**
 * Live drafts of recordings being uploaded: the built-in engine's words so far, while the recorder's
 * growing resumable upload is still open. Kept in this process's memory by upload id; a draft made after
 * a restart (or in another API process) catches up from the upload's first byte.
 */
export class LiveDrafts {
  private readonly drafts = new Map<string, Draft>();
  private readonly ended = new Set<string>();
  private closed = false;
  /** Made on first use: a FileStore creates its folder as it is made, which a server never uploading to need not. */
  private uploads: ReturnType<typeof resumableUploadStore> | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: Logger,
  ) {}

  private get store() {
    this.uploads ??= resumableUploadStore(this.ctx);
    return this.uploads;
  }

  /** After a PATCH: hands the draft the upload's new bytes, starting it for a recording in English. */
  async feed(userId: number, uploadId: string): Promise<void> {
    const upload = await this.store.getUpload(uploadId).catch(() => undefined);
    if (!upload) return this.end(uploadId);
    if (!ownsResumableUpload(upload.metadata, userId)) return;
    const drafted = this.drafted(upload.metadata);
    if (!drafted) return;
    const { engine, language } = drafted;
    if (this.closed || this.ended.has(uploadId)) return;
    const draft = this.drafts.get(uploadId) ?? this.start(uploadId, userId, engine, language);
    draft.idle.refresh();
    const path = upload.storage?.path ?? join(this.store.directory, uploadId);
    draft.chain = draft.chain.then(() => this.catchUp(draft, path));
    await draft.chain;
  }

  /**
   * The draft of the user's upload from its `from`-th word on: nothing heard yet until a PATCH or this call
   * starts it.
   */
  async draft(userId: number, uploadId: string, from = 0): Promise<TUploadDraft> {
    const draft = this.drafts.get(uploadId);
    if (draft?.owner === userId && draft.recogniser) return view(draft.recogniser, from);
    const upload = await this.store.getUpload(uploadId).catch(() => undefined);
    if (!upload || !ownsResumableUpload(upload.metadata, userId)) throw notFound('Upload');
    // Not a recording, or in a language the built-in engine does not know: there is no draft to wait for.
    if (!this.drafted(upload.metadata)) throw notFound('Live draft');
    // After a restart: catch up on what was sent so far, for the next call to show.
    if (!draft) void this.feed(userId, uploadId);
    return { draft_seconds: 0, draft_from: from, draft_words: [] };
  }

  /** The upload is finished or ended: its draft stops and its scratch files go. */
  async end(uploadId: string): Promise<void> {
    this.ended.add(uploadId);
    if (this.ended.size > ENDED_KEPT) this.ended.delete(this.ended.values().next().value as string);
    await this.stop(uploadId);
  }

  /** With the app: ends every draft, so no decoder or recogniser outlives the server. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.drafts.keys()].map((id) => this.stop(id)));
  }

  /** Stops a draft and removes its scratch files; a later PATCH may start it again (after idling). */
  private async stop(uploadId: string): Promise<void> {
    const draft = this.drafts.get(uploadId);
    if (!draft) return;
    this.drafts.delete(uploadId);
    clearTimeout(draft.idle);
    // Stops the decoder now, so a feed still in the chain ends quickly; then waits for the chain.
    await draft.recogniser?.close();
    await draft.chain;
    await draft.recogniser?.close();
  }

  private start(uploadId: string, userId: number, engine: CatalogueEntry, language: string): Draft {
    const theirs = [...this.drafts].filter(([, draft]) => draft.owner === userId);
    for (const [id] of theirs.slice(0, Math.max(0, theirs.length - PER_USER + 1))) void this.stop(id);
    const draft: Draft = {
      owner: userId,
      fed: 0,
      chain: Promise.resolve(),
      idle: setTimeout(() => void this.stop(uploadId), IDLE_MS).unref(),
    };
    draft.chain = newScratchFolder(this.ctx.config.dataDir, 'live-draft').then((scratchDir) => {
      draft.recogniser = new DraftRecogniser({
        ffmpegPath: this.ctx.config.ffmpegPath,
        engine: engine.engine,
        modelId: engine.engineModelId,
        language,
        scratchDir,
        onError: (error) => this.log.warn({ err: error, uploadId }, 'the live draft stopped growing'),
      });
    });
    draft.chain = draft.chain.catch((error) => this.log.warn({ err: error, uploadId }, 'no live draft'));
    this.drafts.set(uploadId, draft);
    return draft;
  }

  /**
   * The engine and language that draft an upload: the built-in engine (when this server has its model
   * files), for a recording in a language it knows; undefined for anything else.
   */
  private drafted(metadata: Record<string, string | null | undefined> | undefined) {
    const engine = this.ctx.catalogue.entries.find((entry) => entry.engineModelId === POCKETSPHINX_MODEL.id);
    const language = engine && isRecordingUpload(metadata) && draftLanguage(engine, metadata ?? {});
    return engine && language ? { engine, language } : undefined;
  }

  /** Reads the upload's bytes from what was fed to its current size, a piece at a time, into the draft. */
  private async catchUp(draft: Draft, path: string): Promise<void> {
    const recogniser = draft.recogniser;
    if (!recogniser) return;
    const { size } = await stat(path).catch(() => ({ size: 0 }));
    if (size <= draft.fed) return;
    try {
      for await (const piece of createReadStream(path, { start: draft.fed, end: size - 1 })) {
        const bytes = piece as Buffer;
        draft.fed += bytes.length;
        await recogniser.push(bytes);
      }
    } catch (error) {
      this.log.warn({ err: error, path }, 'could not read a recording for its live draft');
    }
  }
}

/** The engine's language of an upload's `language` field (an ISO code or a language id), if it has it. */
function draftLanguage(engine: CatalogueEntry, metadata: Record<string, string | null | undefined>) {
  const field = metadata.language ?? 'en';
  const language = languageByIso(field) ?? languageById(Number(field));
  return language && engine.languages.includes(language.iso) ? language.iso : undefined;
}

const view = (recogniser: DraftRecogniser, from: number): TUploadDraft => {
  const { seconds, words } = recogniser.snapshot();
  return { draft_seconds: seconds, draft_from: from, draft_words: words.slice(from) };
};
