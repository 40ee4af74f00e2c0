import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ProfilePage } from '@/features/profile/components/profile-page';

// Loaded when its tab is first opened (a tab's content mounts only while it is open).
const VoiceProfilesPanel = lazy(() =>
  import('@/features/voice-profiles/components/voice-profiles-panel').then((m) => ({
    default: m.VoiceProfilesPanel,
  })),
);
const FeedsPanel = lazy(() =>
  import('@/features/files/components/feeds-panel').then((m) => ({ default: m.FeedsPanel })),
);
const WorkspacesPanel = lazy(() =>
  import('@/features/workspaces/components/workspaces-panel').then((m) => ({ default: m.WorkspacesPanel })),
);

/** /dashboard/profile: the profile page with the panels other features give it (voice profiles, workspaces, podcasts). */
export function ProfileRoute() {
  return (
    <ProfilePage
      voiceProfiles={
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <VoiceProfilesPanel />
        </Suspense>
      }
      workspaces={
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <WorkspacesPanel />
        </Suspense>
      }
      feeds={
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <FeedsPanel />
        </Suspense>
      }
    />
  );
}
