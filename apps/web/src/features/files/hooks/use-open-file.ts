import type { TAudioItem } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { FileState } from '../file-item';

/** Opens the transcript of a finished file; for any other status says why it cannot be opened yet. */
export function useOpenFile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (item: TAudioItem, state: FileState) => {
    const name = item.audio_file.file_name;
    if (!item.audio_id) return void toast.error(t('files.open.noId'));
    if (state.kind === 'ready') return void navigate(`/dashboard/transcript/${item.audio_id}`);
    if (state.kind === 'inProgress')
      toast.info(t('files.open.inProgress', { name, progress: Math.floor(state.progress) }));
    else if (state.kind === 'failed') toast.error(t('files.open.failed', { name }));
    else if (state.kind === 'notInitiated') toast.info(t('files.open.notInitiated', { name }));
    else toast.warning(t('files.open.unavailable', { name, status: state.status }));
  };
}
