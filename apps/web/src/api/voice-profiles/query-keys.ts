/**
 * The user's voice profiles (listed on the profile page and in the upload and record dialogs, saved and
 * re-trained from the transcript viewer), and the speakers of the transcript chosen for re-training.
 */
export const voiceProfileKeys = {
  all: ['voice-profiles'] as const,
  speakers: (transcriptId: number | undefined) => ['voice-profile-speakers', transcriptId] as const,
  /** Where a voice speaks: in the user's own files (`workspaceId` null) or in one workspace's. */
  speech: (id: number, workspaceId: number | null) => ['voice-profiles', id, 'speech', workspaceId] as const,
};
