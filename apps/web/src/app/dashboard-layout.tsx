import { useQueryClient } from '@tanstack/react-query';
import type { TTranscriptStatus } from '@transcribe/contract';
import { Toaster } from 'sonner';
import { audioKeys } from '@/api/audio/query-keys';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { FoldersSection } from '@/features/folders/components/folders-section';
import { SearchBox } from '@/features/search/components/search-box';
import { ProgressProvider } from '@/lib/progress/progress-provider';
import { useUsageRefresh } from '@/lib/session/use-usage-refresh';

/** The home, the file list, comes with the frame: most visits start there. */
export { DashboardHome, prefetchDashboardHome } from './dashboard-home';

/**
 * The other pages inside the frame, each its own chunk, loaded from here rather than from routes.tsx: the
 * bundler then knows the frame's modules are loaded before any of them and keeps what they share with it in
 * the frame's chunk, instead of splitting it into dozens of tiny files a first visit fetches six at a time.
 */
export const dashboardPages = {
  transcript: () => import('@/features/transcript/components/transcript-page').then((m) => m.TranscriptPage),
  archive: () => import('@/features/files/components/archive-page').then((m) => m.ArchivePage),
  ask: () => import('@/features/ask/components/ask-page').then((m) => m.AskPage),
  search: () => import('@/features/search/components/search-page').then((m) => m.SearchPage),
  workspace: () => import('@/features/workspaces/components/workspace-page').then((m) => m.WorkspacePage),
  profile: () => import('./profile-route').then((m) => m.ProfileRoute),
  admin: () => import('./admin-route').then((m) => m.AdminRoute),
};

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

  // Back after a drop: whatever finished meanwhile is read again rather than trusted to an event.
  const onReconnected = () => void queryClient.invalidateQueries({ queryKey: audioKeys.all });

  return (
    <ProgressProvider onFinished={onFinished} onReconnected={onReconnected}>
      <DashboardShell
        folders={(closeSidebar) => <FoldersSection onNavigate={closeSidebar} />}
        search={<SearchBox />}
      />
      {/* Loaded with the dashboard, where every toast is raised: the landing page does without sonner. */}
      <Toaster position="top-right" duration={3000} closeButton theme="system" />
    </ProgressProvider>
  );
}
