import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelsOf, LISTENER_NAME } from '../../src/events/pg-notify-hub.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { eventsUrl, readEvents, type SseEvent } from '../../src/test-support/speech.js';
import { createTestApp, type TestApp, testDbKind } from '../../src/test-support/test-app.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

const has = (events: SseEvent[], id: number, status: string) =>
  events.some((e) => {
    const data = JSON.parse(e.data) as { id: number; status: string };
    return data.id === id && data.status === status;
  });

describe('progress streams that lose their connection', () => {
  let t: TestApp;
  let base: string;
  let session: Session;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    session = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const finish = (id: number) =>
    t.ctx.db
      .updateTable('transcripts')
      .set({ status: 'completed', progress: 100, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();

  it('tells a reconnecting browser (Last-Event-ID) what finished while it was away', async () => {
    const { transcriptId } = await insertTranscript(t, session.auth, session.user.user_id, null, {
      status: 'transcribing',
    });
    const first = await readEvents(eventsUrl(base, session), (list) => list.length > 0, 5000);
    expect(has(first, transcriptId, 'transcribing')).toBe(true);
    const lastEventId = String(Date.now());
    await finish(transcriptId);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // long past any live event of it
    const again = await readEvents(eventsUrl(base, session), (list) => list.length > 0, 5000, {
      'last-event-id': lastEventId,
    });
    expect(has(again, transcriptId, 'completed')).toBe(true);
  });

  it.skipIf(testDbKind !== 'postgres')(
    'catches up after the API process lost its LISTEN connection to PostgreSQL',
    async () => {
      const { transcriptId } = await insertTranscript(t, session.auth, session.user.user_id, null, {
        status: 'transcribing',
      });
      const events = readEvents(
        eventsUrl(base, session),
        (list) => has(list, transcriptId, 'completed'),
        15_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Cut every progress listener of this database (other test servers reconnect the same way).
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${LISTENER_NAME} and datname = current_database()`.execute(t.ctx.db);
      // Stored while no listener hears its notification.
      await finish(transcriptId);
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.ctx.db);
      const channel = channelsOf(rows[0]?.schema ?? 'public').progress;
      await sql`select pg_notify(${channel}, ${JSON.stringify({
        userId: session.user.user_id,
        event: { id: transcriptId, status: 'completed', progress: 100 },
      })})`.execute(t.ctx.db);
      expect(has(await events, transcriptId, 'completed')).toBe(true);
    },
  );

  it.skipIf(testDbKind !== 'postgres')(
    "hears only its own schema's progress: another install in the same database has the same ids",
    async () => {
      const other = await createTestApp();
      try {
        const heard: number[] = [];
        const audience = { userId: 1, workspaceIds: [] };
        const stop = t.ctx.events.subscribe(audience, (event) => heard.push(event.id));
        const event = { id: 1, status: 'completed' as const, progress: 100 };
        await other.ctx.events.publish({ userId: 1, workspaceId: null, event });
        await t.ctx.events.publish({ userId: 1, workspaceId: null, event: { ...event, id: 2 } });
        for (let tries = 0; heard.length === 0 && tries < 100; tries++)
          await new Promise((resolve) => setTimeout(resolve, 20));
        stop();
        expect(heard).toEqual([2]);
      } finally {
        await other.close();
      }
    },
  );
});
