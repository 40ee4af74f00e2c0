import type { TTranscriptionRequest } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/api/catalogue/catalogue';
import { defaultMode } from '@/api/catalogue/most-accurate-mode';
import type { UploadFields } from '@/api/uploads/upload-fields';
import { useVoiceProfiles } from '@/api/voice-profiles/voice-profiles';

interface OptionChoice {
  languageId?: number | undefined;
  modelId?: number | undefined;
  diarize: boolean;
  /** 1 to 10, or 0 for unknown. */
  speakerCount: number;
  /** Who is speaking, when one person does: a saved voice. */
  voiceProfileId?: number | undefined;
  /** How speakers are told apart: by channel for a stereo call found automatically, or as chosen. */
  speakersBy: TTranscriptionRequest['audio_transcript_speakers_by'];
}

/**
 * Language, mode, speakers and who is speaking (a saved voice, when one person speaks) for a transcription,
 * defaulting to the language with iso code 'en' (else the first) and the most accurate mode for the language
 * (else the first mode). A mode the person chose stays while it transcribes the language; until they choose
 * one, the default follows the language and any better mode installed meanwhile. Nothing is loaded while
 * `enabled` is false (the daily limit is reached).
 */
export function useTranscriptionOptions(enabled: boolean) {
  const { t } = useTranslation();
  const catalogue = useCatalogue(enabled);
  const voices = useVoiceProfiles({ enabled }).data ?? [];
  const [choice, setChoice] = useState<OptionChoice>({
    diarize: false,
    speakerCount: 1,
    speakersBy: 'auto',
  });
  const languages = catalogue.languages.data ?? [];
  const models = catalogue.models.data ?? [];
  const language =
    languages.find((l) => l.audio_transcript_language_id === choice.languageId) ??
    languages.find((l) => l.audio_transcript_language_iso_code === 'en') ??
    languages[0];
  const iso = language?.audio_transcript_language_iso_code;
  const chosen = models.find((m) => m.audio_transcript_model_id === choice.modelId);
  const model =
    chosen && (iso === undefined || chosen.audio_transcript_model_languages.includes(iso))
      ? chosen
      : (defaultMode(models, iso) ?? models[0]);
  const voice = choice.diarize ? undefined : voices.find((v) => v.voice_profile_id === choice.voiceProfileId);

  const setDiarize = (diarize: boolean) =>
    setChoice((current) => ({
      ...current,
      diarize,
      // The spec's rule: turning recognition on with a count of 1 or less sets 2; turning it off sets 1.
      speakerCount: diarize ? Math.max(current.speakerCount, 2) : 1,
    }));

  const request = (): TTranscriptionRequest | undefined =>
    language && model
      ? {
          audio_transcript_language_id: language.audio_transcript_language_id,
          audio_transcript_model_id: model.audio_transcript_model_id,
          audio_transcript_num_speakers: choice.diarize ? choice.speakerCount : 1,
          // A stereo call (a voice a channel) is told apart by channel, its speakers named in this language.
          audio_transcript_speakers_by: choice.diarize ? choice.speakersBy : 'auto',
          audio_transcript_channel_names: [
            t('upload.speakers.channelLeft'),
            t('upload.speakers.channelRight'),
          ],
          ...(voice && { audio_transcript_voice_profile_id: voice.voice_profile_id }),
        }
      : undefined;

  const uploadFields = (folderId: number | null): UploadFields => ({
    language: language?.audio_transcript_language_iso_code ?? '',
    mode: String(model?.audio_transcript_model_id ?? ''),
    diarize: choice.diarize,
    speakerCount: choice.diarize && choice.speakerCount ? choice.speakerCount : undefined,
    folderId: folderId ?? undefined,
  });

  return {
    catalogue,
    language,
    model,
    choice,
    voices,
    voice,
    setLanguage: (languageId: number) => setChoice((current) => ({ ...current, languageId })),
    setModel: (modelId: number) => setChoice((current) => ({ ...current, modelId })),
    setDiarize,
    setSpeakerCount: (speakerCount: number) => setChoice((current) => ({ ...current, speakerCount })),
    setSpeakersBy: (speakersBy: OptionChoice['speakersBy']) =>
      setChoice((current) => ({ ...current, speakersBy })),
    setVoice: (voiceProfileId: number | undefined) =>
      setChoice((current) => ({ ...current, voiceProfileId })),
    request,
    uploadFields,
  };
}

export type TranscriptionOptionsState = ReturnType<typeof useTranscriptionOptions>;
