import type { TVoiceProfile } from '@transcribe/contract';
import { AudioLines } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useDeleteVoiceProfile } from '@/api/voice-profiles/delete-voice-profile';
import { useVoiceProfiles } from '@/api/voice-profiles/voice-profiles';
import { SectionPanel } from '@/components/section-panel';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useErrorText } from '@/lib/error-text';
import { RetrainDialog } from './retrain-dialog';
import { VoiceProfileItem } from './voice-profile-item';

/**
 * The user's saved voices: what each was made from, renamed in place, re-trained from another transcript,
 * deleted after asking. Profiles are made in the transcript viewer ("Save voice"), so none are made here.
 */
export function VoiceProfilesPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const profiles = useVoiceProfiles({ watchAdaptation: true });
  const remove = useDeleteVoiceProfile();
  const [deleting, setDeleting] = useState<TVoiceProfile>();
  const [training, setTraining] = useState<TVoiceProfile>();

  function confirmDelete(profile: TVoiceProfile) {
    remove.mutate(profile.voice_profile_id, {
      onSuccess: () => {
        setDeleting(undefined);
        toast.success(t('voiceProfiles.deleted', { name: profile.voice_profile_name }));
      },
      onError: (error) => toast.error(errorText(error, 'voiceProfiles.deleteFailed')),
    });
  }

  return (
    <SectionPanel
      title={t('voiceProfiles.title')}
      intro={t('voiceProfiles.intro')}
      pending={profiles.isPending}
      error={profiles.error}
      failedKey="voiceProfiles.loadFailed"
      skeletonClassName="h-24"
      after={
        <>
          <ConfirmDeleteDialog
            open={deleting !== undefined}
            title={t('voiceProfiles.deleteTitle', { name: deleting?.voice_profile_name ?? '' })}
            body={t('voiceProfiles.deleteBody')}
            busy={remove.isPending}
            onConfirm={() => deleting && confirmDelete(deleting)}
            onCancel={() => setDeleting(undefined)}
          />
          {training ? <RetrainDialog profile={training} onClose={() => setTraining(undefined)} /> : null}
        </>
      }
    >
      {profiles.data === undefined ? null : profiles.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-6 py-8 text-center">
          <AudioLines size={24} className="text-muted" aria-hidden />
          <p className="font-medium text-fg">{t('voiceProfiles.emptyTitle')}</p>
          <p className="max-w-md text-sm text-muted">{t('voiceProfiles.empty')}</p>
        </div>
      ) : (
        <>
          <ul
            aria-label={t('voiceProfiles.list')}
            className="divide-y divide-border rounded-lg border border-border"
          >
            {profiles.data.map((profile) => (
              <VoiceProfileItem
                key={profile.voice_profile_id}
                profile={profile}
                onRetrain={() => setTraining(profile)}
                onDelete={() => setDeleting(profile)}
              />
            ))}
          </ul>
          <p className="text-xs text-muted">{t('voiceProfiles.privacy')}</p>
        </>
      )}
    </SectionPanel>
  );
}
