import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ZInvitationPreviewResponse,
  ZWorkspaceListResponse,
  ZWorkspaceMembersResponse,
  ZWorkspaceResponse,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn, uniqueEmail } from '../../src/test-support/accounts.js';
import { decodeQuotedPrintable } from '../../src/test-support/smtp-capture.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

describe('workspaces: members, roles and invitations by mail', () => {
  let t: TestApp;
  let owner: Session;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://transcribe.example' });
    owner = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const call = (session: Session | undefined, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1/workspace${url}`,
      headers: session?.auth ?? {},
      ...(payload ? { payload } : {}),
    });
  const newWorkspace = async (name = 'Research') => {
    const res = await call(owner, 'POST', '', { workspace_name: name });
    expect(res.statusCode, res.body).toBe(201);
    return ZWorkspaceResponse.parse(res.json()).data.workspace_id;
  };
  /** The token of the last invitation mailed to `email`, read from the outbox. */
  const mailedToken = (email: string) => {
    const outbox = join(t.dataDir, 'outbox');
    const mails = readdirSync(outbox)
      .sort()
      .map((name) => decodeQuotedPrintable(readFileSync(join(outbox, name), 'utf8')))
      .filter((mail) => mail.includes(`To: ${email}`));
    const token = /https:\/\/transcribe\.example\/invite\/([\w-]+)/.exec(mails.at(-1) ?? '')?.[1];
    if (!token) throw new Error(`no invitation mailed to ${email}`);
    return { token, mail: mails.at(-1) ?? '' };
  };
  const invite = async (id: number, email: string, role: string, by = owner) => {
    const res = await call(by, 'POST', `/${id}/invitation`, { email, role });
    expect(res.statusCode, res.body).toBe(201);
    return mailedToken(email).token;
  };
  const join_ = async (id: number, role: string) => {
    const member = await signUpAndLogIn(t.app);
    const token = await invite(id, member.email, role);
    expect((await call(member, 'POST', `/invitation/${token}/accept`)).statusCode).toBe(200);
    return member;
  };
  const roleOf = async (id: number, session: Session) => {
    const res = await call(session, 'GET', `/${id}`);
    return res.statusCode === 200 ? ZWorkspaceResponse.parse(res.json()).data.workspace_role : res.statusCode;
  };

  it('invites an existing account by mail: previewed signed out, accepted only by that address, once', async () => {
    const id = await newWorkspace('Field interviews');
    const bob = await signUpAndLogIn(t.app);
    const carol = await signUpAndLogIn(t.app);
    expect((await call(bob, 'GET', `/${id}`)).statusCode).toBe(404);

    const token = await invite(id, bob.email, 'viewer');
    expect(mailedToken(bob.email).mail).toContain('"Field interviews" as viewer');
    const preview = ZInvitationPreviewResponse.parse(
      (await call(undefined, 'GET', `/invitation/${token}`)).json(),
    );
    expect(preview.data).toMatchObject({
      workspace_name: 'Field interviews',
      invitation_email: bob.email,
      invitation_role: 'viewer',
      invitation_invited_by: owner.email,
    });
    expect((await call(undefined, 'POST', `/invitation/${token}/accept`)).statusCode).toBe(401);
    const wrong = await call(carol, 'POST', `/invitation/${token}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toContain(`This invitation is for ${bob.email}.`);

    const accepted = await call(bob, 'POST', `/invitation/${token}/accept`);
    expect(ZWorkspaceResponse.parse(accepted.json()).data).toMatchObject({
      workspace_name: 'Field interviews',
      workspace_role: 'viewer',
      workspace_member_count: 2,
    });
    expect((await call(bob, 'POST', `/invitation/${token}/accept`)).statusCode).toBe(404);
    const bobs = ZWorkspaceListResponse.parse((await call(bob, 'GET', '')).json()).data;
    expect(bobs.map((w) => w.workspace_name)).toEqual(['Field interviews']);
    const members = ZWorkspaceMembersResponse.parse((await call(bob, 'GET', `/${id}/member`)).json()).data;
    expect(members.members.map((m) => [m.user_email, m.member_role])).toEqual([
      [owner.email, 'owner'],
      [bob.email, 'viewer'],
    ]);
    expect(members.invitations).toEqual([]);
  });

  it('invites an address with no account yet: it signs up, then joins', async () => {
    const id = await newWorkspace();
    const email = uniqueEmail('newcomer');
    const token = await invite(id, email, 'editor');
    const list = ZWorkspaceMembersResponse.parse((await call(owner, 'GET', `/${id}/member`)).json()).data;
    expect(list.invitations.map((i) => [i.invitation_email, i.invitation_role])).toEqual([[email, 'editor']]);
    const newcomer = await signUpAndLogIn(t.app, email);
    expect((await call(newcomer, 'POST', `/invitation/${token}/accept`)).statusCode).toBe(200);
    expect(await roleOf(id, newcomer)).toBe('editor');
  });

  it('lets each role do what it may and refuses the rest', async () => {
    const id = await newWorkspace();
    const admin = await join_(id, 'admin');
    const viewer = await join_(id, 'viewer');
    const commenter = await join_(id, 'commenter');

    for (const member of [viewer, commenter]) {
      expect(
        (await call(member, 'POST', `/${id}/invitation`, { email: uniqueEmail(), role: 'viewer' }))
          .statusCode,
      ).toBe(403);
      expect((await call(member, 'PATCH', `/${id}`, { workspace_name: 'Mine' })).statusCode).toBe(403);
      expect(
        (await call(member, 'PATCH', `/${id}/member/${admin.user.user_id}`, { role: 'viewer' })).statusCode,
      ).toBe(403);
    }
    expect((await call(admin, 'PATCH', `/${id}`, { workspace_name: 'Renamed' })).statusCode).toBe(200);
    expect(
      (await call(admin, 'PATCH', `/${id}/member/${viewer.user.user_id}`, { role: 'editor' })).statusCode,
    ).toBe(200);
    expect(await roleOf(id, viewer)).toBe('editor');
    // Owners are made and unmade by owners only.
    expect(
      (await call(admin, 'PATCH', `/${id}/member/${viewer.user.user_id}`, { role: 'owner' })).statusCode,
    ).toBe(403);
    expect((await call(admin, 'DELETE', `/${id}/member/${owner.user.user_id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/${id}`)).statusCode).toBe(403);
    // The last owner can neither leave nor step down.
    expect((await call(owner, 'DELETE', `/${id}/member/${owner.user.user_id}`)).json()).toMatchObject({
      code: 'LAST_OWNER',
      message: 'A workspace needs at least one owner.',
    });
    expect(
      (await call(owner, 'PATCH', `/${id}/member/${owner.user.user_id}`, { role: 'admin' })).statusCode,
    ).toBe(409);
    // Anyone may leave.
    expect((await call(commenter, 'DELETE', `/${id}/member/${commenter.user.user_id}`)).statusCode).toBe(200);
    expect(await roleOf(id, commenter)).toBe(404);
  });

  it('cuts a removed member off, and a lowered role takes effect, on their next request', async () => {
    const id = await newWorkspace();
    const admin = await join_(id, 'admin');
    const editor = await join_(id, 'editor');
    expect((await call(admin, 'GET', `/${id}/member`)).json().data.members).toHaveLength(3);
    expect(
      (await call(owner, 'PATCH', `/${id}/member/${admin.user.user_id}`, { role: 'viewer' })).statusCode,
    ).toBe(200);
    expect(
      (await call(admin, 'POST', `/${id}/invitation`, { email: uniqueEmail(), role: 'viewer' })).statusCode,
    ).toBe(403);
    expect((await call(owner, 'DELETE', `/${id}/member/${editor.user.user_id}`)).statusCode).toBe(200);
    expect((await call(editor, 'GET', `/${id}/member`)).statusCode).toBe(404);
    expect(ZWorkspaceListResponse.parse((await call(editor, 'GET', '')).json()).data).toEqual([]);
  });

  it('keeps one owner when two owners demote each other at the same moment', async () => {
    const id = await newWorkspace();
    const second = await join_(id, 'admin');
    await call(owner, 'PATCH', `/${id}/member/${second.user.user_id}`, { role: 'owner' });
    const [a, b] = await Promise.all([
      call(owner, 'PATCH', `/${id}/member/${second.user.user_id}`, { role: 'admin' }),
      call(second, 'PATCH', `/${id}/member/${owner.user.user_id}`, { role: 'admin' }),
    ]);
    // The second sees either the last owner (409) or that it is no longer an owner itself (403).
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const roles = [await roleOf(id, owner), await roleOf(id, second)];
    expect(roles.filter((r) => r === 'owner')).toHaveLength(1);
  });

  it('refuses bad requests with clear messages', async () => {
    const id = await newWorkspace();
    const member = await join_(id, 'viewer');
    const cases: [string, string, object, number, string][] = [
      ['POST', '', { workspace_name: '  ' }, 400, 'A workspace needs a name.'],
      [
        'POST',
        `/${id}/invitation`,
        { email: 'nope', role: 'viewer' },
        400,
        'Please enter a valid e-mail address.',
      ],
      [
        'POST',
        `/${id}/invitation`,
        { email: uniqueEmail(), role: 'owner' },
        400,
        'Invite with a role other than owner.',
      ],
      ['POST', `/${id}/invitation`, { email: member.email, role: 'viewer' }, 409, 'is already a member'],
      ['PATCH', `/${id}/member/${member.user.user_id}`, { role: 'boss' }, 400, 'Role must be one of'],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const res = await call(owner, method, url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await call(undefined, 'GET', `/invitation/${'A'.repeat(43)}`)).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This invitation is invalid or has expired.',
    });
  });
});
