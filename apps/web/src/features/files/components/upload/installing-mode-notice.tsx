import { useTranslation } from 'react-i18next';
import { useInstallingModes } from '@/api/catalogue/installing-modes';
import { downloadWouldBeBetter } from '@/api/catalogue/most-accurate-mode';
import { Notice } from '@/components/ui/notice';
import type { TranscriptionOptionsState } from '@/features/files/hooks/use-transcription-options';

/**
 * "A more accurate mode is being installed: 43%" while a mode for the chosen language downloads that will
 * be more accurate than the modes offered for it (asked for every few seconds while one does).
 */
export function InstallingModeNotice({ options }: { options: TranscriptionOptionsState }) {
  const { t } = useTranslation();
  const installing = useInstallingModes(true);
  const iso = options.language?.audio_transcript_language_iso_code;
  const modes = options.catalogue.models;
  const better = iso !== undefined && modes.isSuccess && downloadWouldBeBetter(modes.data, [iso]);
  const coming = better ? installing.find((mode) => mode.languages.includes(iso)) : undefined;
  if (!coming) return null;
  return (
    <Notice tone="info">{t('files.modes.betterInstalling', { percent: Math.floor(coming.percent) })}</Notice>
  );
}
