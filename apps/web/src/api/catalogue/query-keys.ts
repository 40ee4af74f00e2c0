/** The transcription catalogue the upload and record dialogs offer. */
export const catalogueKeys = {
  models: ['transcription', 'models'] as const,
  languages: ['transcription', 'languages'] as const,
};
