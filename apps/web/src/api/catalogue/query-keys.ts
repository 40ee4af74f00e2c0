/** The transcription modes and languages: the upload, record and redo dialogs share one cache of them. */
export const catalogueKeys = {
  models: ['transcription', 'models'] as const,
  languages: ['transcription', 'languages'] as const,
  installing: ['transcription', 'installing'] as const,
};
