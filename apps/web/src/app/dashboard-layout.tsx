import { useQueryClient } from '@tanstack/react-query';
import type { TTranscriptStatus } from '@transcribe/contract';
import { Toaster } from 'sonner';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { FoldersSection } from '@/features/folders/components/folders-section';
import { SearchBox } from '@/features/search/components/search-box';
import { transcriptKeys } from '@/features/transcript/api/query-keys';
import { ProgressProvider } from '@/lib/progress/progress-provider';
import { audioKeys } from '@/lib/query-keys';
import { useUsageRefresh } from '@/lib/session/use-usage-refresh';

/** /dashboard/admin, the administrators' console: its own chunk, loaded from here (see routes.tsx). */
export const loadAdminRoute = () => import('./admin-route').then((m) => ({ default: m.AdminRoute }));

/** The dashboard frame with the folder tree in its sidebar, and live progress for every page inside it. */
export function DashboardLayout() {
  const queryClient = useQueryClient();
  const refreshUsage = useUsageRefresh();

  // A finished transcription changes the file's row (now clickable) and, when completed, today's usage and
  // its text (a redo's replaces what an open viewer has cached).
  const onFinished = (id: number, status: TTranscriptStatus) => {
    void queryClient.invalidateQueries({ queryKey: audioKeys.all });
    if (status !== 'completed') return;
    refreshUsage();
    void queryClient.invalidateQueries({ queryKey: transcriptKeys.data(id) });
  };

  return (
    <ProgressProvider onFinished={onFinished}>
      <DashboardShell
        folders={(closeSidebar) => <FoldersSection onNavigate={closeSidebar} />}
        search={<SearchBox />}
      />
      {/* Loaded with the dashboard, where every toast is raised: the landing page does without sonner. */}
      <Toaster position="top-right" duration={3000} closeButton theme="system" />
    </ProgressProvider>
  );
}
