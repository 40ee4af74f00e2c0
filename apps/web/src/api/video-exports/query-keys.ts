/** Videos being made with subtitles burned in: each followed by its id while it is made. */
export const videoExportKeys = {
  all: ['video-export'] as const,
  job: (videoExportId: number) => ['video-export', videoExportId] as const,
};
