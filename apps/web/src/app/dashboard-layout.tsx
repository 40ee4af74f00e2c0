import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Toaster, toast } from 'sonner';
import { DashboardShell } from '../features/dashboard/components/dashboard-shell';
import { AUDIO_KEY } from '../features/files/api/audio-list';
import { FoldersSection } from '../features/folders/components/folders-section';
import { ProgressProvider } from '../lib/progress/progress-provider';
import { useSession } from '../lib/session/session-context';

/** The dashboard frame with the folder tree in its sidebar, and live progress for every page inside it. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();

  // A finished transcription changes the file's row (now clickable) and, when completed, today's usage.
  const onFinished = (_id: number, status: string) => {
    void queryClient.invalidateQueries({ queryKey: AUDIO_KEY });
    if (status === 'completed') refreshUser().catch(() => toast.warning(t('progress.usageFailed')));
  };

  return (
    <ProgressProvider onFinished={onFinished}>
      <DashboardShell folders={(closeSidebar) => <FoldersSection onNavigate={closeSidebar} />} />
      {/* Loaded with the dashboard, where every toast is raised: the landing page does without sonner. */}
      <Toaster position="top-right" duration={3000} closeButton theme="system" />
    </ProgressProvider>
  );
}
