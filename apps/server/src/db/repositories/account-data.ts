import type { Db } from '../database.js';
import { summaryTemplatesOf } from './summary-templates.js';
import { vocabularyOf } from './vocabularies.js';
import { adaptationMeansOfUser, adaptationsOfUser } from './voice-adaptations.js';
import { voiceProfilesOf } from './voice-profiles.js';
import { handOverWorkspaces } from './workspace-handover.js';

/** Everything a user has in the database, for the archive of their data (secrets left out). */
export async function accountRows(db: Db, userId: number) {
  return {
    folders: await db
      .selectFrom('folders')
      .select(['id', 'name', 'parent_id', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
    audio: await db.selectFrom('audio').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    transcripts: await db
      .selectFrom('transcripts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    apiKeys: await db
      .selectFrom('api_keys')
      .select(['name', 'prefix', 'created_at', 'last_used_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .execute(),
    webhooks: await db
      .selectFrom('webhooks')
      .select(['url', 'events', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
    vocabulary: await vocabularyOf(db, userId),
    voiceProfiles: await voiceProfilesOf(db, userId),
    voiceAdaptations: await adaptationsOfUser(db, userId),
    voiceAdaptationMeans: await adaptationMeansOfUser(db, userId),
    summaryTemplates: (await summaryTemplatesOf(db, userId)).map(
      ({ user_id: _user, ...template }) => template,
    ),
    // Questions asked about transcripts (Ask) and the answers given, with the segments they cite.
    askHistory: (
      await db
        .selectFrom('ask_turns')
        .select(['transcript_id', 'question', 'answer', 'method', 'citations', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute()
    ).map((turn) => ({ ...turn, citations: JSON.parse(turn.citations) as unknown })),
    comments: await db
      .selectFrom('comments')
      .select(['id', 'transcript_id', 'segment_id', 'start_time', 'end_time', 'text', 'resolved_at'])
      .select('created_at')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    // What each link opened and how often; never its token (only a hash of it is kept anyway).
    shareLinks: await db
      .selectFrom('share_links')
      .select(['id', 'transcript_id', 'start_time', 'end_time', 'allow_export', 'expires_at', 'open_count'])
      .select(['last_opened_at', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    // The user's own tags, which files bear them (in their order), and the files they starred.
    tags: await db
      .selectFrom('tags')
      .select(['id', 'name', 'colour', 'created_at'])
      .where('user_id', '=', userId)
      .where('workspace_id', 'is', null)
      .orderBy('id')
      .execute(),
    fileTags: await db
      .selectFrom('audio_tags')
      .innerJoin('tags', 'tags.id', 'audio_tags.tag_id')
      .select(['audio_tags.audio_id', 'audio_tags.tag_id', 'audio_tags.position'])
      .where('tags.user_id', '=', userId)
      .where('tags.workspace_id', 'is', null)
      .orderBy('audio_tags.audio_id')
      .orderBy('audio_tags.position')
      .execute(),
    stars: await db.selectFrom('audio_stars').select('audio_id').where('user_id', '=', userId).execute(),
    savedViews: await db
      .selectFrom('saved_views')
      .select(['name', 'query', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    workspaces: await db
      .selectFrom('workspace_members')
      .innerJoin('workspaces', 'workspaces.id', 'workspace_members.workspace_id')
      .select(['workspaces.id', 'workspaces.name', 'workspace_members.role', 'workspace_members.created_at'])
      .where('workspace_members.user_id', '=', userId)
      .execute(),
  };
}

/**
 * Deletes the user and, by the foreign keys' cascades, every row of theirs; returns their media keys (each
 * deleted audio row journals its own, see migration 0010, so one uploaded meanwhile is not missed either).
 * What they made in workspaces stays there, handed over to another member first.
 */
export async function deleteUserRows(db: Db, userId: number): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const workspaceMedia = await handOverWorkspaces(trx, userId);
    const media = await trx.selectFrom('audio').select('storage_key').where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return [...workspaceMedia, ...media.map((row) => row.storage_key)];
  });
}
