import { DashboardShell } from '../features/dashboard/components/dashboard-shell';
import { FoldersSection } from '../features/folders/components/folders-section';

/** The dashboard frame with the folder tree in its sidebar (features meet here, not in each other). */
export function DashboardLayout() {
  return <DashboardShell folders={(closeSidebar) => <FoldersSection onNavigate={closeSidebar} />} />;
}
