import type { OwnedIds, RouteRule } from './route-matrix.js';
import { FAST_MODEL } from './transcripts.js';

/** Written into everything Alice owns, so a leak into Bob's answers shows up by name. */
export const MARKER = 'alicesecretmarker';

/** A share token of the right shape that opens nothing. */
export const WRONG_TOKEN = 'A'.repeat(43);

const EDIT = (ids: OwnedIds) => ({
  audio_transcript_data: [
    {
      audio_transcript_data_id: 1,
      audio_transcript_data_speaker: 'Intruder',
      audio_transcript_data_segment: [
        { audio_transcript_data_segment_id: ids.transcript, audio_transcript_data_segment_transcript: 'x' },
      ],
    },
  ],
});

/**
 * Every route of the OpenAPI document, classified. A route missing here fails the test: decide who may
 * call it and which of its inputs name someone's things before it ships.
 */
export const ROUTES: Record<string, RouteRule> = {
  'POST /api/v1/auth': { access: 'public', body: () => ({ login_email: 'a@b.co', login_password: 'x' }) },
  'POST /api/v1/auth/refresh': { access: 'public', body: () => ({ refresh_token: 'none' }) },
  'POST /api/v1/auth/logout': { access: 'public', body: () => ({ refresh_token: 'none' }) },
  'GET /api/v1/auth/authenticated': { access: 'user', crossUser: 'names-none' },
  'POST /api/v1/auth/password/reset': { access: 'public', body: () => ({ email: 'nobody@example.com' }) },
  'POST /api/v1/auth/password/reset/confirm': {
    access: 'public',
    body: () => ({ token: 'none', password: 'long enough password' }),
  },
  'GET /api/v1/auth/google': { access: 'public' },
  'GET /api/v1/capabilities': { access: 'public' },
  'POST /api/v1/user': { access: 'public', body: () => ({ user_email: 'x', user_password: 'y' }) },
  'GET /api/v1/user/me': { access: 'user', crossUser: 'names-none' },
  'GET /api/v1/user/export': { access: 'user', crossUser: 'names-none' },
  'DELETE /api/v1/user/me': {
    access: 'user',
    body: () => ({ user_password: 'wrong password' }),
    crossUser: 'names-none',
  },
  'GET /api/v1/user/vocabulary': { access: 'user', crossUser: 'names-none' },
  'PUT /api/v1/user/vocabulary': {
    access: 'user',
    body: () => ({ words: ['Kubernetes'] }),
    crossUser: 'names-none',
  },
  'PUT /api/v1/user/me': {
    access: 'user',
    body: () => ({ user_full_name: 'Renamed' }),
    crossUser: 'names-none',
  },
  'PUT /api/v1/user/me/password': {
    access: 'user',
    body: () => ({ current_password: 'wrong password', new_password: 'another long password' }),
    crossUser: 'names-none',
  },
  'GET /api/v1/user/retention': { access: 'user', crossUser: 'names-none' },
  'PUT /api/v1/user/retention': {
    access: 'user',
    body: () => ({ retention_days: 30, retention_scope: 'all' }),
    crossUser: 'names-none',
  },
  'GET /api/v1/user/retention/preview': { access: 'user', crossUser: 'names-none' },
  'GET /api/v1/user/markdown-export': { access: 'user', crossUser: 'names-none' },
  'PUT /api/v1/user/markdown-export': {
    access: 'user',
    body: () => ({ markdown_export_enabled: false, markdown_export_folder: 'notes' }),
    crossUser: 'names-none',
  },
  'GET /api/v1/tag': { access: 'user', crossUser: 'names-none' },
  'POST /api/v1/tag': { access: 'user', body: () => ({ tag_name: 'Calls' }), crossUser: 'names-none' },
  'PATCH /api/v1/tag/{id}': { access: 'user', id: 'tag', body: () => ({ tag_colour: '#dc2626' }) },
  'POST /api/v1/tag/{id}/merge': { access: 'user', id: 'tag', body: (ids) => ({ into_tag_id: ids.tag }) },
  'DELETE /api/v1/tag/{id}': { access: 'user', id: 'tag' },
  'PUT /api/v1/audio/{id}/tags': {
    access: 'user',
    id: 'audio',
    workspace: 'editor',
    body: () => ({ tag_ids: [] }),
  },
  'PATCH /api/v1/audio/{id}': {
    access: 'user',
    id: 'audio',
    workspace: 'editor',
    body: () => ({ archived: false }),
  },
  'POST /api/v1/bulk': {
    access: 'user',
    workspace: 'viewer',
    body: (ids) => ({ selection: { audio_ids: [ids.audio] }, operation: { action: 'star' } }),
  },
  'GET /api/v1/bulk/{id}': { access: 'user', id: 'bulk' },
  'POST /api/v1/bulk/{id}/cancel': { access: 'user', id: 'bulk' },
  'GET /api/v1/bulk/{id}/download': { access: 'user', id: 'bulk' },
  'GET /api/v1/view': { access: 'user', crossUser: 'names-none' },
  'POST /api/v1/view': {
    access: 'user',
    body: () => ({ saved_view_name: 'Calls', saved_view_query: 'sort=name' }),
    crossUser: 'names-none',
  },
  'PATCH /api/v1/view/{id}': {
    access: 'user',
    id: 'savedView',
    body: () => ({ saved_view_name: 'Renamed' }),
  },
  'DELETE /api/v1/view/{id}': { access: 'user', id: 'savedView' },
  'GET /api/v1/folder': { access: 'user', crossUser: 'names-none' },
  'POST /api/v1/folder': {
    access: 'user',
    workspace: 'editor',
    body: (ids) => ({ folder_name: 'Intruder', folder_parent_id: ids.folder }),
  },
  'GET /api/v1/folder/{id}': { access: 'user', workspace: 'viewer', id: 'folder' },
  'PUT /api/v1/folder/{id}': {
    access: 'user',
    workspace: 'editor',
    id: 'folder',
    body: () => ({ folder_name: 'Hacked' }),
  },
  'DELETE /api/v1/folder/{id}': { access: 'user', workspace: 'editor', id: 'folder' },
  'GET /api/v1/audio': {
    access: 'user',
    workspace: 'viewer',
    query: (ids) => ({ folder_id: String(ids.folder) }),
  },
  'GET /api/v1/audio/count': {
    access: 'user',
    workspace: 'viewer',
    query: (ids) => ({ folder_id: String(ids.folder) }),
  },
  'POST /api/v1/audio': {
    access: 'user',
    workspace: 'editor',
    form: (ids) => ({ folder_id: String(ids.folder) }),
  },
  'GET /api/v1/audio/{id}': { access: 'user', workspace: 'viewer', id: 'audio' },
  'POST /api/v1/audio/join': {
    access: 'user',
    workspace: 'editor',
    body: (ids) => ({ audio_ids: [ids.audio, ids.audio] }),
  },
  'POST /api/v1/audio/tracks': {
    access: 'user',
    workspace: 'editor',
    body: (ids) => ({ audio_ids: [ids.audio, ids.audio] }),
  },
  'DELETE /api/v1/audio/{id}': { access: 'user', workspace: 'editor', id: 'audio' },
  'POST /api/v1/audio/import': {
    access: 'user',
    workspace: 'editor',
    // Into the owner's folder: another user gets its 404 (the link is refused only after that).
    body: (ids) => ({
      url: 'http://127.0.0.1:9/none.mp3',
      folder_id: ids.folder,
      transcription: { audio_transcript_language_id: 1 },
    }),
  },
  'GET /api/v1/audio/import': { access: 'user', crossUser: 'names-none' },
  'GET /api/v1/audio/import/{id}': { access: 'user', id: 'import' },
  'GET /api/v1/feeds': { access: 'user', crossUser: 'names-none' },
  'POST /api/v1/feeds': {
    access: 'user',
    workspace: 'editor',
    body: (ids) => ({
      url: 'http://127.0.0.1:9/feed.xml',
      folder_id: ids.folder,
      transcription: { audio_transcript_language_id: 1 },
    }),
  },
  'PATCH /api/v1/feeds/{id}': { access: 'user', id: 'feed', body: () => ({ feed_paused: true }) },
  'DELETE /api/v1/feeds/{id}': { access: 'user', id: 'feed' },
  'PUT /api/v1/folder/file/{id}': {
    access: 'user',
    workspace: 'editor',
    id: 'audio',
    body: () => ({ file_name: 'mine.wav' }),
  },
  'GET /api/v1/audio/stream/{id}': { access: 'user', workspace: 'viewer', id: 'audio', queryToken: true },
  'GET /api/v1/audio/download/{id}': { access: 'user', workspace: 'viewer', id: 'audio' },
  'GET /api/v1/audio/poster/{id}': { access: 'user', workspace: 'viewer', id: 'audio', queryToken: true },
  'GET /api/v1/audio/transcript/model': { access: 'user', crossUser: 'names-none' },
  'GET /api/v1/audio/transcript/language': { access: 'user', crossUser: 'names-none' },
  'POST /api/v1/audio/transcript/{id}': {
    access: 'user',
    workspace: 'editor',
    id: 'audio',
    body: () => FAST_MODEL,
  },
  'GET /api/v1/audio/transcript/{id}': { access: 'user', workspace: 'viewer', id: 'transcript' },
  'PUT /api/v1/audio/transcript/{id}': { access: 'user', workspace: 'editor', id: 'transcript', body: EDIT },
  'GET /api/v1/audio/transcript/summary/{id}': { access: 'user', workspace: 'viewer', id: 'transcript' },
  'POST /api/v1/audio/transcript/summary/{id}': {
    access: 'user',
    workspace: 'editor',
    id: 'transcript',
    body: () => ({ template_id: 'default' }),
  },
  'PUT /api/v1/audio/transcript/summary/{id}': {
    access: 'user',
    workspace: 'editor',
    id: 'transcript',
    body: () => ({ audio_transcript_summary: 'Intruder summary' }),
  },
  'GET /api/v1/audio/transcript/keynotes/{id}': { access: 'user', workspace: 'viewer', id: 'transcript' },
  'GET /api/v1/summary-templates': { access: 'user', crossUser: 'names-none' },
  'POST /api/v1/summary-templates': {
    access: 'user',
    body: () => ({ summary_template_name: 'Risks', summary_template_prompt: 'List the risks.' }),
    crossUser: 'names-none',
  },
  'PATCH /api/v1/summary-templates/{id}': {
    access: 'user',
    id: 'summaryTemplate',
    body: () => ({ summary_template_name: 'Renamed' }),
  },
  'DELETE /api/v1/summary-templates/{id}': { access: 'user', id: 'summaryTemplate' },
  'POST /api/v1/audio/transcript/export': {
    access: 'user',
    workspace: 'viewer',
    body: (ids) => ({ audio_transcript_export_type: 'csv', audio_transcript_ids: [ids.transcript] }),
  },
  'POST /api/v1/audio/transcript/export/{id}': {
    access: 'user',
    workspace: 'viewer',
    id: 'transcript',
    body: () => ({ audio_transcript_export_type: 'csv' }),
  },
  'POST /api/v1/audio/transcript/export/{id}/video': {
    access: 'user',
    workspace: 'viewer',
    id: 'transcript',
    body: () => ({ audio_transcript_export_speakers: false }),
  },
  // A translation is derived, never written into the transcript: whoever may read it may translate it.
  'POST /api/v1/audio/transcript/{id}/translations': {
    access: 'user',
    workspace: 'viewer',
    id: 'transcript',
    body: () => ({ language: 'es' }),
  },
  'GET /api/v1/audio/transcript/{id}/translations': { access: 'user', workspace: 'viewer', id: 'transcript' },
  'GET /api/v1/audio/transcript/{id}/translations/{language}': {
    access: 'user',
    workspace: 'viewer',
    id: 'transcript',
    params: { language: 'es' },
  },
  'DELETE /api/v1/audio/transcript/{id}/translations/{language}': {
    access: 'user',
    workspace: 'viewer',
    id: 'transcript',
    params: { language: 'es' },
  },
  'GET /api/v1/audio/transcript/{id}/revisions': { access: 'user', workspace: 'viewer', id: 'transcript' },
  'GET /api/v1/audio/transcript/{id}/speakers/stats': {
    access: 'user',
    workspace: 'viewer',
    id: 'transcript',
  },
  'GET /api/v1/audio/transcript/{id}/revisions/{revision}': {
    access: 'user',
    workspace: 'viewer',
    id: 'transcript',
    params: { revision: '1' },
  },
  'POST /api/v1/audio/transcript/{id}/revisions/{revision}/restore': {
    access: 'user',
    workspace: 'editor',
    id: 'transcript',
    params: { revision: '1' },
  },
  'POST /api/v1/audio/transcript/{id}/cancel': { access: 'user', workspace: 'editor', id: 'transcript' },
  'POST /api/v1/audio/transcript/{id}/retry': { access: 'user', workspace: 'editor', id: 'transcript' },
  'POST /api/v1/audio/transcript/{id}/reprocess': {
    access: 'user',
    workspace: 'editor',
    id: 'transcript',
    body: () => ({ start: 0, end: 1 }),
  },
  'POST /api/v1/audio/transcript/{id}/redo-speakers': {
    access: 'user',
    workspace: 'editor',
    id: 'transcript',
    body: () => ({ audio_transcript_num_speakers: 2 }),
  },
  'GET /api/v1/user/api-key': { access: 'user', crossUser: 'names-none' },
  'POST /api/v1/user/api-key': {
    access: 'user',
    body: () => ({ api_key_name: 'Intruder' }),
    crossUser: 'names-none',
  },
  'DELETE /api/v1/user/api-key/{id}': { access: 'user', id: 'apiKey' },
  'GET /api/v1/user/webhook': { access: 'user', crossUser: 'names-none' },
  'POST /api/v1/user/webhook': {
    access: 'user',
    body: () => ({ webhook_url: 'https://93.184.215.14/hook', webhook_events: ['transcript.completed'] }),
    crossUser: 'names-none',
  },
  'DELETE /api/v1/user/webhook/{id}': { access: 'user', id: 'webhook' },
  'POST /api/v1/user/webhook/{id}/test': { access: 'user', id: 'webhook' },
  'GET /api/v1/user/webhook/{id}/delivery': { access: 'user', id: 'webhook' },
  'GET /api/v1/voice-profile': { access: 'user', crossUser: 'names-none' },
  'POST /api/v1/voice-profile': {
    access: 'user',
    workspace: 'viewer',
    body: (ids) => ({ audio_id: ids.audio, speaker: `${MARKER} speaker`, name: 'Intruder' }),
  },
  'PATCH /api/v1/voice-profile/{id}': {
    access: 'user',
    id: 'voiceProfile',
    body: () => ({ name: 'Hacked' }),
  },
  'POST /api/v1/voice-profile/{id}/train': {
    access: 'user',
    id: 'voiceProfile',
    body: (ids) => ({ audio_id: ids.audio, speaker: `${MARKER} speaker` }),
  },
  // In a workspace of the owner's: another user naming both gets the voice's 404.
  'GET /api/v1/voice-profile/{id}/speech': {
    access: 'user',
    id: 'voiceProfile',
    query: (ids) => ({ workspace_id: String(ids.workspace) }),
  },
  'DELETE /api/v1/voice-profile/{id}': { access: 'user', id: 'voiceProfile' },
  'POST /api/v1/voice-profile/{id}/adapt': { access: 'user', id: 'voiceProfile' },
  'POST /api/v1/audio/transcript/{id}/share': {
    access: 'user',
    workspace: 'editor',
    id: 'transcript',
    body: () => ({}),
  },
  'GET /api/v1/audio/transcript/{id}/share': { access: 'user', workspace: 'editor', id: 'transcript' },
  'GET /api/v1/share': { access: 'user', crossUser: 'names-none' },
  'DELETE /api/v1/share/{id}': { access: 'user', id: 'shareLink' },
  // Signed out by design: the token is the key, and a wrong one finds nothing (the share-links test opens real ones).
  'GET /api/v1/share/{token}': { access: 'public', params: { token: WRONG_TOKEN } },
  'GET /api/v1/share/{token}/audio': { access: 'public', params: { token: WRONG_TOKEN } },
  'GET /api/v1/share/{token}/poster': { access: 'public', params: { token: WRONG_TOKEN } },
  'POST /api/v1/share/{token}/export': {
    access: 'public',
    params: { token: WRONG_TOKEN },
    body: () => ({ audio_transcript_export_type: 'txt' }),
  },
  'GET /api/v1/audio/transcript/{id}/comments': { access: 'user', workspace: 'viewer', id: 'transcript' },
  'POST /api/v1/audio/transcript/{id}/comments': {
    access: 'user',
    workspace: 'commenter',
    id: 'transcript',
    body: () => ({ segment_id: 1, start: 0.5, text: 'Intruder' }),
  },
  'PATCH /api/v1/comments/{id}': {
    access: 'user',
    workspace: 'commenter',
    id: 'comment',
    body: () => ({ resolved: true }),
  },
  'DELETE /api/v1/comments/{id}': { access: 'user', id: 'comment' },
  'GET /api/v1/workspace': { access: 'user', crossUser: 'names-none' },
  'POST /api/v1/workspace': {
    access: 'user',
    body: () => ({ workspace_name: 'Mine' }),
    crossUser: 'names-none',
  },
  'GET /api/v1/workspace/{id}': { access: 'user', id: 'workspace' },
  'PATCH /api/v1/workspace/{id}': {
    access: 'user',
    id: 'workspace',
    body: () => ({ workspace_name: 'Hacked' }),
  },
  'DELETE /api/v1/workspace/{id}': { access: 'user', id: 'workspace' },
  'GET /api/v1/workspace/{id}/member': { access: 'user', id: 'workspace' },
  'GET /api/v1/workspace/{id}/retention': { access: 'user', id: 'workspace' },
  'PUT /api/v1/workspace/{id}/retention': {
    access: 'user',
    id: 'workspace',
    body: () => ({ retention_days: 1, retention_scope: 'all' }),
  },
  'GET /api/v1/workspace/{id}/retention/preview': { access: 'user', id: 'workspace' },
  'GET /api/v1/workspace/{id}/markdown-export': { access: 'user', id: 'workspace' },
  'PUT /api/v1/workspace/{id}/markdown-export': {
    access: 'user',
    id: 'workspace',
    body: () => ({ markdown_export_enabled: false, markdown_export_folder: 'team notes' }),
  },
  'PATCH /api/v1/workspace/{id}/member/{userId}': {
    access: 'user',
    id: 'workspace',
    params: { userId: (ids) => String(ids.user) },
    body: () => ({ role: 'viewer' }),
  },
  'DELETE /api/v1/workspace/{id}/member/{userId}': {
    access: 'user',
    id: 'workspace',
    params: { userId: (ids) => String(ids.user) },
  },
  'POST /api/v1/workspace/{id}/invitation': {
    access: 'user',
    id: 'workspace',
    body: () => ({ email: 'intruder@example.com', role: 'admin' }),
  },
  'DELETE /api/v1/workspace/{id}/invitation/{invitationId}': {
    access: 'user',
    id: 'workspace',
    params: { invitationId: (ids) => String(ids.invitation) },
  },
  'GET /api/v1/workspace/invitation/{token}': { access: 'public', params: { token: WRONG_TOKEN } },
  // Accepting names a token, not anyone's ids: a wrong one finds nothing (workspaces.test.ts accepts real ones).
  'POST /api/v1/workspace/invitation/{token}/accept': {
    access: 'user',
    params: { token: WRONG_TOKEN },
    crossUser: 'names-none',
  },
  // Administrators only: anyone else gets 403 (Alice, the install's first account, is one).
  'GET /api/v1/admin/users': { access: 'user', crossUser: 403 },
  'PATCH /api/v1/admin/users/{id}': {
    access: 'user',
    params: { id: (ids) => String(ids.user) },
    body: () => ({ plan: 'premium' }),
    crossUser: 403,
  },
  'DELETE /api/v1/admin/users/{id}': {
    access: 'user',
    params: { id: (ids) => String(ids.user) },
    crossUser: 403,
  },
  'GET /api/v1/admin/users/{id}/retention': {
    access: 'user',
    params: { id: (ids) => String(ids.user) },
    crossUser: 403,
  },
  'PUT /api/v1/admin/users/{id}/retention': {
    access: 'user',
    params: { id: (ids) => String(ids.user) },
    body: () => ({ retention_days: 1, retention_scope: 'all' }),
    crossUser: 403,
  },
  'GET /api/v1/admin/audit': { access: 'user', crossUser: 403 },
  'GET /api/v1/admin/queue': { access: 'user', crossUser: 403 },
  'POST /api/v1/admin/transcripts/{id}/retry': { access: 'user', id: 'transcript', crossUser: 403 },
  'POST /api/v1/admin/transcripts/{id}/cancel': { access: 'user', id: 'transcript', crossUser: 403 },
  'GET /api/v1/admin/system': { access: 'user', crossUser: 403 },
  // A name the catalogue lacks: an administrator gets 404 here, and nothing in MODELS_DIR changes.
  'GET /api/v1/admin/models': { access: 'user', crossUser: 403 },
  'GET /api/v1/audio/transcript/model/installing': { access: 'user', crossUser: 'names-none' },
  'POST /api/v1/admin/models/{name}/install': {
    access: 'user',
    params: { name: () => 'no-such-model' },
    crossUser: 403,
  },
  'POST /api/v1/admin/models/{name}/cancel': {
    access: 'user',
    params: { name: () => 'no-such-model' },
    crossUser: 403,
  },
  'DELETE /api/v1/admin/models/{name}': {
    access: 'user',
    params: { name: () => 'no-such-model' },
    crossUser: 403,
  },
  'GET /api/v1/admin/models/events': { access: 'user', crossUser: 403, stream: true },
  'PUT /api/v1/admin/default-mode': {
    access: 'user',
    body: () => ({ audio_transcript_model_id: null }),
    crossUser: 403,
  },
  'GET /api/v1/search': { access: 'user', query: () => ({ q: MARKER }), crossUser: 'names-none' },
  'POST /api/v1/ask': {
    access: 'user',
    workspace: 'viewer',
    body: (ids) => ({ question: `What about ${MARKER}?`, audio_id: ids.audio }),
  },
  'GET /api/v1/ask/audio/{id}/history': { access: 'user', workspace: 'viewer', id: 'audio' },
  'DELETE /api/v1/ask/audio/{id}/history': { access: 'user', workspace: 'viewer', id: 'audio' },
  'GET /api/v1/event': {
    access: 'user',
    query: (ids) => ({ channel: String(ids.user) }),
    queryToken: true,
    crossUser: 403,
    stream: true,
  },
};
