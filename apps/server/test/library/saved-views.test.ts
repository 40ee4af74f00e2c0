import { ZSavedViewListResponse, ZSavedViewResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

/** Saved views (issue 43): a list's filters and sort under a name, the user's own. */
describe('saved views', () => {
  let t: TestApp;
  let ada: Session;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const call = (
    session: Session,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: session.auth, ...(payload ? { payload } : {}) });

  it('saves, lists by name, renames, refuses a taken name or a bad query, and deletes', async () => {
    const query = 'tag=3&reviewed_max=99&created_from=2026-12-01&sort=date';
    const saved = await call(ada, 'POST', '/api/v1/view', {
      saved_view_name: ' Unreviewed calls this week ',
      saved_view_query: query,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const view = ZSavedViewResponse.parse(saved.json());
    expect(view).toMatchObject({
      message: 'View saved.',
      data: { saved_view_name: 'Unreviewed calls this week', saved_view_query: query },
    });
    await call(ada, 'POST', '/api/v1/view', {
      saved_view_name: 'Archive',
      saved_view_query: 'archived=true',
    });
    const listed = ZSavedViewListResponse.parse((await call(ada, 'GET', '/api/v1/view')).json()).data;
    expect(listed.map((v) => v.saved_view_name)).toEqual(['Archive', 'Unreviewed calls this week']);

    const taken = await call(ada, 'POST', '/api/v1/view', {
      saved_view_name: 'archive',
      saved_view_query: '',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SAVED_VIEW_NAME_TAKEN' });
    const bad = await call(ada, 'POST', '/api/v1/view', { saved_view_name: 'X', saved_view_query: '?tag=1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('saved_view_query must be a query string like tag=3&sort=name.');

    const id = view.data.saved_view_id;
    const renamed = await call(ada, 'PATCH', `/api/v1/view/${id}`, { saved_view_name: 'Calls to review' });
    expect(ZSavedViewResponse.parse(renamed.json()).data).toMatchObject({
      saved_view_name: 'Calls to review',
      saved_view_query: query,
    });

    const bob = await signUpAndLogIn(t.app);
    expect((await call(bob, 'PATCH', `/api/v1/view/${id}`, { saved_view_name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await call(bob, 'DELETE', `/api/v1/view/${id}`)).statusCode).toBe(404);
    expect(ZSavedViewListResponse.parse((await call(bob, 'GET', '/api/v1/view')).json()).data).toEqual([]);

    expect((await call(ada, 'DELETE', `/api/v1/view/${id}`)).json()).toEqual({
      success: true,
      message: 'View deleted.',
    });
    const left = ZSavedViewListResponse.parse((await call(ada, 'GET', '/api/v1/view')).json()).data;
    expect(left.map((v) => v.saved_view_name)).toEqual(['Archive']);
  });
});
