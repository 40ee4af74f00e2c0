/**
 * GET /api/v1/share/{token}/audio: the link's audio (for a clip, a cut of only the clip), played by the
 * browser with Range requests.
 */
export const sharedAudioUrl = (token: string) => `/api/v1/share/${encodeURIComponent(token)}/audio`;

/** GET /api/v1/share/{token}/poster: a video link's poster frame (share_video.poster says there is one). */
export const sharedPosterUrl = (token: string) => `/api/v1/share/${encodeURIComponent(token)}/poster`;
