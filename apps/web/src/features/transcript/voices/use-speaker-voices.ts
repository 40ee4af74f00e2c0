import { isUnnamedSpeaker } from '@transcribe/contract';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useTranscriptData } from '@/api/transcripts/transcript';
import { useSaveVoice } from '@/api/voice-profiles/save-voice';
import { useUpdateVoice } from '@/api/voice-profiles/train-voice-profile';
import { ApiError } from '@/lib/api-error';
import { useErrorText } from '@/lib/error-text';

export interface VoiceMatch {
  /** How alike the voices were, 0 to 1. */
  similarity: number;
  /** How it was measured: 'mfcc' (built-in statistics) or a speaker model's name. */
  method: string;
}

export interface SpeakerVoices {
  /** The speakers a saved voice named when the transcript was made, by the name they still carry. */
  matches: ReadonlyMap<string, VoiceMatch>;
  /** Save voice is offered: a completed transcript, outside edit mode (the server reads the saved names). */
  offered: boolean;
  /** Whether `name` is a person's name to save a voice under (not "Speaker 2"). */
  canSave: (name: string) => boolean;
  /** The speaker whose voice is being saved or updated (one at a time). */
  saving: string | undefined;
  /** Speakers whose voice was saved or updated while the viewer was open. */
  saved: ReadonlySet<string>;
  save: (name: string) => void;
  /** A speaker whose name a voice profile already has: the offer to update that profile. */
  taken: string | undefined;
  update: () => void;
  dismiss: () => void;
}

const hasCode = (error: unknown, code: string) => error instanceof ApiError && error.code === code;

/**
 * Voice profiles in the viewer: which speaker names came from a voice match (shown as such), and saving a
 * named speaker's voice, with its outcome (saved, the name taken and the offer to update that profile by
 * re-training it from this speaker, too little speech).
 */
export function useSpeakerVoices(audioId: number, transcriptId: number, editing: boolean): SpeakerVoices {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const data = useTranscriptData(transcriptId, true).data;
  const saveVoice = useSaveVoice();
  const updateVoice = useUpdateVoice();
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const [taken, setTaken] = useState<string>();
  const [saving, setSaving] = useState<string>();

  const identified = data?.audio_transcript_produced_by?.identified_speakers;
  const matches = useMemo(
    () => new Map((identified ?? []).map(({ name, similarity, method }) => [name, { similarity, method }])),
    [identified],
  );

  const failed = useCallback(
    (name: string, error: unknown, fallback: string) =>
      toast.error(
        hasCode(error, 'TOO_LITTLE_SPEECH')
          ? t('transcript.voice.tooLittle', { name })
          : errorText(error, fallback),
      ),
    [t, errorText],
  );

  const { mutate: create } = saveVoice;
  const save = useCallback(
    (name: string) => {
      setSaving(name);
      create(
        { audio_id: audioId, speaker: name },
        {
          onSuccess: (profile) => {
            setSaved((before) => new Set(before).add(name));
            toast.success(t('transcript.voice.saved', { name: profile.voice_profile_name }));
          },
          onError: (error) => {
            if (hasCode(error, 'VOICE_PROFILE_NAME_TAKEN')) setTaken(name);
            else failed(name, error, 'transcript.voice.saveFailed');
          },
          onSettled: () => setSaving(undefined),
        },
      );
    },
    [audioId, create, failed, t],
  );

  const { mutate: retrain } = updateVoice;
  const update = useCallback(() => {
    const name = taken;
    if (!name) return;
    setSaving(name);
    retrain(
      { name, audio_id: audioId, speaker: name },
      {
        onSuccess: (profile) => {
          setTaken(undefined);
          if (!profile) return void toast.error(t('transcript.voice.profileGone', { name }));
          setSaved((before) => new Set(before).add(name));
          toast.success(t('transcript.voice.updated', { name: profile.voice_profile_name }));
        },
        onError: (error) => {
          setTaken(undefined);
          failed(name, error, 'transcript.voice.updateFailed');
        },
        onSettled: () => setSaving(undefined),
      },
    );
  }, [taken, audioId, retrain, failed, t]);

  return {
    matches,
    offered: !editing && data?.audio_transcript_status === 'completed',
    canSave: (name) => name.trim() !== '' && !isUnnamedSpeaker(name),
    saving,
    saved,
    save,
    taken,
    update,
    dismiss: () => updateVoice.isPending || setTaken(undefined),
  };
}
