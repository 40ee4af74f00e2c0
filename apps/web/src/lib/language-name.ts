import type { TTranscriptLanguage } from '@transcribe/contract';
import type { TFunction } from 'i18next';

/** A language's name to show: the server's, or "Detect language" (iso 'auto') in the interface's language. */
export const languageName = (language: TTranscriptLanguage, t: TFunction) =>
  language.audio_transcript_language_iso_code === 'auto'
    ? t('upload.detectLanguage')
    : language.audio_transcript_language_name;
