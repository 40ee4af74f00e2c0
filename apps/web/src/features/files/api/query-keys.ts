/** The transcription catalogue the upload and record dialogs offer. */
export const catalogueKeys = {
  models: ['transcription', 'models'] as const,
  languages: ['transcription', 'languages'] as const,
};

/** The live draft of a recording's upload (its tus id). */
export const draftKeys = {
  upload: (uploadId: string | undefined) => ['upload-draft', uploadId] as const,
};
