import type { TTranscriptStatus } from '@transcribe/contract';
import { useEffect, useRef } from 'react';
import { emitAuthError } from '../auth-events';
import { useSession } from '../session/session-context';
import { renewAccessToken } from '../session-renewal';
import { getAccessToken } from '../tokens';
import { isFinalStatus } from '../transcript-status';
import { parseProgressEvent, type TranscriptProgress } from './progress-event';
import { storeProgress } from './progress-storage';
import type { ProgressStore } from './progress-store';

/** Events are applied at most this often, so a busy stream does not re-render the list on every one. */
const PROGRESS_BUFFER_MS = 500;
/** Wait before opening the stream again after the server closed it. */
const REOPEN_MS = 3000;

export interface StreamCallbacks {
  onFinished?: (id: number, status: TTranscriptStatus) => void;
  /** The stream came back after a drop: events may have been missed, so what they would have said is read again. */
  onReconnected?: () => void;
}

/**
 * Keeps `/api/v1/event` open for the signed-in user: only with a token and a user id, one stream at a time,
 * reopened (with a renewed token when the old one expired) after the server closes it. The browser itself
 * reconnects after a dropped connection.
 */
export function useProgressStream(store: ProgressStore, callbacks: StreamCallbacks): void {
  const userId = useSession().user?.user_id;
  const latest = useRef(callbacks);
  latest.current = callbacks;

  useEffect(() => {
    if (userId === undefined) return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    /** Opened again after the server refused it: the first open of the new stream is a reconnection. */
    let reopened = false;
    const pending = new Map<number, TranscriptProgress>();
    const finished = new Set<number>();

    const flush = setInterval(() => {
      if (pending.size === 0) return;
      const batch = new Map(pending);
      pending.clear();
      store.apply(batch);
      for (const [id, value] of batch) {
        storeProgress(id, isFinalStatus(value.status) ? 100 : value.progress);
        if (isFinalStatus(value.status) && !finished.has(id)) {
          finished.add(id);
          latest.current.onFinished?.(id, value.status);
        }
      }
    }, PROGRESS_BUFFER_MS);

    const open = (token: string) => {
      source?.close();
      source = new EventSource(`/api/v1/event?token=${encodeURIComponent(token)}&channel=${userId}`);
      let opened = false;
      source.onopen = () => {
        if (opened || reopened) latest.current.onReconnected?.();
        opened = true;
      };
      source.addEventListener('transcript_progress', (event) => {
        const parsed = parseProgressEvent((event as MessageEvent<string>).data);
        if (!parsed) return;
        // Running again (a redo of the same transcript): its next end is reported too, even when both
        // events fall in one buffer.
        if (!isFinalStatus(parsed.status)) finished.delete(parsed.id);
        pending.set(parsed.id, { progress: parsed.progress, status: parsed.status });
      });
      // Only the transcript page listens for translations: their parser loads with the first one.
      source.addEventListener('translation_progress', (event) => {
        const { data } = event as MessageEvent<string>;
        void import('./translation-events').then((events) => events.emitTranslationEvent(data));
      });
      // Only the upload dialog follows imports from a link: their parser loads with the first one.
      source.addEventListener('import_progress', (event) => {
        const { data } = event as MessageEvent<string>;
        void import('./import-events').then((events) => events.emitImportEvent(data));
      });
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED || closed) return;
        // Refused rather than dropped (an expired token, a restart): renew and open again.
        reopen = setTimeout(() => {
          void renewAccessToken(token).then((renewed) => {
            if (closed) return;
            reopened = true;
            if (renewed) open(renewed);
            else emitAuthError();
          });
        }, REOPEN_MS);
      };
    };

    const token = getAccessToken();
    if (token) open(token);
    return () => {
      closed = true;
      clearInterval(flush);
      clearTimeout(reopen);
      source?.close();
    };
  }, [userId, store]);
}
