import { useQueryClient } from '@tanstack/react-query';
import type { TSpeakerBlock } from '@transcribe/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import {
  isRevisionConflict,
  type TranscriptData,
  useSaveTranscript,
} from '@/api/transcripts/save-transcript';
import { useErrorText } from '@/lib/error-text';
import { editSegmentText, renameSpeaker, toEditPayload } from '../model/transcript-draft';
import { useEditHistory } from './use-edit-history';
import { useSaveConflict } from './use-save-conflict';

/**
 * Edit mode on a copy of the saved transcript: segment texts and speaker names change the copy (with undo
 * and redo); Save writes it back from the revision the copy was made on, Cancel drops it. A save refused
 * because someone else saved first keeps the copy and asks what to do (`conflict`).
 */
export function useTranscriptEditor(transcriptId: number | undefined, saved: TSpeakerBlock[]) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [base, setBase] = useState<TranscriptData>();
  const history = useEditHistory<TSpeakerBlock[]>(saved);
  const save = useSaveTranscript(transcriptId, toEditPayload);
  const draft = history.value;
  // Every change makes a new copy and undoing back to the start returns the saved one itself, so a
  // reference check says whether there is anything to save without comparing whole transcripts per keystroke.
  const dirty = editing && draft !== saved;

  const start = useCallback(() => {
    setBase(queryClient.getQueryData<TranscriptData>(transcriptKeys.data(transcriptId)));
    history.reset(saved);
    setEditing(true);
  }, [history.reset, saved, queryClient, transcriptId]);

  const cancel = useCallback(() => setEditing(false), []);

  const restart = useCallback(
    (blocks: TSpeakerBlock[], newer: TranscriptData) => {
      setBase(newer);
      history.reset(blocks);
    },
    [history.reset],
  );
  const conflict = useSaveConflict(transcriptId, { base, draft, restart, stop: cancel });
  const showConflict = conflict.show;

  const editText = useCallback(
    (segmentId: number, text: string) =>
      history.change((blocks) => editSegmentText(blocks, segmentId, text), `text:${segmentId}`),
    [history.change],
  );

  const rename = useCallback(
    (from: string, to: string) => history.change((blocks) => renameSpeaker(blocks, from, to).blocks),
    [history.change],
  );

  /** The spec's find-and-replace-speaker bar: both names needed, an exact match, a count. */
  const replaceSpeaker = useCallback(
    (find: string, replace: string): boolean => {
      if (!find.trim() || !replace.trim()) {
        toast.warning(t('transcript.speaker.bothNeeded'));
        return false;
      }
      const result = renameSpeaker(draft, find, replace);
      if (result.count === 0) {
        toast.error(t('transcript.speaker.notFound', { name: find.trim() }));
        return false;
      }
      history.change(() => result.blocks);
      toast.success(t('transcript.speaker.replaced', { n: result.count, name: find.trim() }));
      return true;
    },
    [t, history.change, draft],
  );

  const submit = useCallback(() => {
    if (!dirty) return setEditing(false);
    save.mutate(
      { blocks: draft, base },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success(t('transcript.edit.saved'));
        },
        onError: (error) =>
          isRevisionConflict(error)
            ? showConflict()
            : toast.error(errorText(error, 'transcript.edit.saveFailed')),
      },
    );
  }, [dirty, draft, base, save, t, errorText, showConflict]);

  // Undo and redo on the keyboard, inside the fields too (their own undo does not know the copy).
  useEffect(() => {
    if (!editing) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || key === 'y';
      if (key !== 'z' && key !== 'y') return;
      event.preventDefault();
      if (redo) history.redo();
      else history.undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editing, history.undo, history.redo]);

  return {
    editing,
    dirty,
    saving: save.isPending,
    blocks: editing ? draft : saved,
    start,
    cancel,
    submit,
    editText,
    endTyping: history.seal,
    rename,
    replaceSpeaker,
    /** Any other change of the copy, as one undo step (splits, merges and timing: see ../timing). */
    change: history.change,
    undo: history.undo,
    redo: history.redo,
    canUndo: history.canUndo,
    canRedo: history.canRedo,
    conflict,
  };
}

export type TranscriptEditor = ReturnType<typeof useTranscriptEditor>;
