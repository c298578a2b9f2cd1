import { INVITE_MESSAGES, VIEWER_CANNOT_EDIT } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildProject, seedProjectImages } from '../../../test/builders.js';
import { buildUser, type TestUser } from '../../../test/helpers.js';
import { remainingGenerations, reserveGeneration } from '../imaging/index.js';

let shared: Parameters<Parameters<typeof withTwoUserApp>[0]>[0];
withTwoUserApp((s) => {
  shared = s;
});

const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });

async function createStudio(user: TestUser, name = 'Atelier Norte'): Promise<string> {
  const res = await shared.t.app.inject({ method: 'POST', url: '/api/workspaces/', headers: json(user.headers), payload: { name } });
  expect(res.statusCode).toBe(201);
  return res.json().workspace.id;
}

/** Invites `email` and returns the token from the mail the app sent. */
async function invite(owner: TestUser, workspaceId: string, email: string, role = 'editor'): Promise<string> {
  const res = await shared.t.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspaceId}/invites`,
    headers: json(owner.headers),
    payload: { email, role },
  });
  expect(res.statusCode, res.body).toBe(201);
  const mail = shared.t.mails.at(-1);
  expect(mail?.to).toBe(email.toLowerCase());
  const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  expect(token).toBeTruthy();
  return token as string;
}

async function accept(user: TestUser, token: string) {
  return shared.t.app.inject({ method: 'POST', url: `/api/invites/${token}/accept`, headers: user.headers });
}

async function join(owner: TestUser, workspaceId: string, role: string): Promise<TestUser> {
  const member = await buildUser(shared.t.app);
  const res = await accept(member, await invite(owner, workspaceId, member.email, role));
  expect(res.statusCode, res.body).toBe(200);
  return member;
}

describe('workspaces', () => {
  it('every account has its personal workspace, first in the list, holding the projects it made', async () => {
    const { t, ada } = shared;
    const projectId = await buildProject(t.app, ada);
    const list = await t.app.inject({ method: 'GET', url: '/api/workspaces/', headers: ada.headers });
    expect(list.statusCode).toBe(200);
    const [personal] = list.json().workspaces;
    expect(personal).toMatchObject({ personal: true, role: 'owner', members_count: 1 });
    const project = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/metadata`, headers: ada.headers });
    expect(project.json().project).toMatchObject({ workspace_id: personal.id, role: 'owner', updated_by: ada.name });
  });

  it('invites by mail with a single-use link; the invited person joins with the role and sees the studio projects', async () => {
    const { t, ada } = shared;
    const studio = await createStudio(ada);
    const projectId = await buildProject(t.app, ada, { workspace_id: studio });
    const newcomer = await buildUser(t.app);
    const token = await invite(ada, studio, newcomer.email.toUpperCase(), 'viewer');

    const preview = await t.app.inject({ method: 'GET', url: `/api/invites/${token}` });
    expect(preview.json()).toMatchObject({ workspace_name: 'Atelier Norte', invited_by: ada.name, role: 'viewer' });

    expect((await accept(newcomer, token)).statusCode).toBe(200);
    const again = await accept(newcomer, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe(INVITE_MESSAGES.used);

    const listed = await t.app.inject({ method: 'GET', url: `/api/projects/?workspace=${studio}`, headers: newcomer.headers });
    expect(listed.json().projects.map((p: { id: string; role: string }) => [p.id, p.role])).toEqual([[projectId, 'viewer']]);
    // The personal listing stays the person's own.
    const personal = await t.app.inject({ method: 'GET', url: '/api/projects/', headers: newcomer.headers });
    expect(personal.json().projects).toEqual([]);
  });

  it('refuses an invitation accepted by another address, an unknown token, and an expired one', async () => {
    const { t, ada, bo } = shared;
    const studio = await createStudio(ada);
    const token = await invite(ada, studio, 'someone-else@example.test');
    const wrong = await accept(bo, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(INVITE_MESSAGES.wrongEmail('someone-else@example.test'));
    const unknown = await t.app.inject({ method: 'GET', url: `/api/invites/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    await t.adapters.database.db
      .updateTable('workspace_invite')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await t.app.inject({ method: 'GET', url: `/api/invites/${token}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(INVITE_MESSAGES.expired);
  });

  it('lists invitations to a verified address on the person’s own account, to accept or decline without the link', async () => {
    const { t, ada, bo } = shared;
    const studio = await createStudio(ada, 'Atelier Sul');
    const other = await createStudio(ada, 'Atelier Leste');
    const newcomer = await buildUser(t.app);
    await invite(ada, studio, newcomer.email.toUpperCase(), 'viewer');
    await invite(ada, other, newcomer.email, 'editor');
    const mine = async (who: TestUser) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/me/invites', headers: who.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().invites as { id: string; workspace_name: string; role: string; invited_by: string }[];
    };
    // Unverified, the address is not yet proven theirs: the mailed link is the only way in.
    expect(await mine(newcomer)).toEqual([]);
    const [first] = await t.adapters.database.db.selectFrom('workspace_invite').select('id').where('workspace_id', '=', studio).execute();
    const early = await t.app.inject({ method: 'POST', url: `/api/me/invites/${first?.id}/accept`, headers: newcomer.headers });
    expect(early.statusCode).toBe(404);
    await t.adapters.database.db.updateTable('user').set({ emailVerified: true }).where('id', '=', newcomer.id).execute();
    const listed = await mine(newcomer);
    expect(listed.map((i) => [i.workspace_name, i.role, i.invited_by])).toEqual([
      ['Atelier Leste', 'editor', ada.name],
      ['Atelier Sul', 'viewer', ada.name],
    ]);
    expect(await mine(bo)).toEqual([]);
    const [leste, sul] = listed;
    // Someone else cannot take or decline it.
    expect((await t.app.inject({ method: 'POST', url: `/api/me/invites/${sul?.id}/accept`, headers: bo.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/me/invites/${sul?.id}`, headers: bo.headers })).statusCode).toBe(404);
    const declined = await t.app.inject({ method: 'DELETE', url: `/api/me/invites/${leste?.id}`, headers: newcomer.headers });
    expect(declined.statusCode, declined.body).toBe(200);
    const joined = await t.app.inject({ method: 'POST', url: `/api/me/invites/${sul?.id}/accept`, headers: newcomer.headers });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().workspace).toMatchObject({ id: studio, role: 'viewer' });
    expect(await mine(newcomer)).toEqual([]);
    const again = await t.app.inject({ method: 'POST', url: `/api/me/invites/${sul?.id}/accept`, headers: newcomer.headers });
    expect(again.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/me/invites/not-an-id/accept', headers: newcomer.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('a viewer may read and export but not change or generate; an editor may', async () => {
    const { t, ada } = shared;
    const studio = await createStudio(ada);
    const projectId = await buildProject(t.app, ada, { workspace_id: studio });
    const viewer = await join(ada, studio, 'viewer');
    const editor = await join(ada, studio, 'editor');
    const read = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/`, headers: viewer.headers });
    expect(read.statusCode).toBe(200);
    const generate = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/generation`,
      headers: json(viewer.headers),
      payload: {},
    });
    expect(generate.statusCode).toBe(403);
    expect(generate.json().error).toBe(VIEWER_CANNOT_EDIT);
    const form = new FormData();
    form.append('project_id', projectId);
    form.append('brandName', 'Maré');
    form.append('website', 'https://mare.example');
    const keywords = await t.app.inject({ method: 'POST', url: '/generate_keywords/', headers: viewer.headers, body: form });
    expect(keywords.statusCode).toBe(403);
    const rename = new FormData();
    rename.append('projectName', 'Renamed by the editor');
    const save = await t.app.inject({ method: 'PUT', url: `/api/projects/${projectId}/`, headers: editor.headers, body: rename });
    expect(save.statusCode).toBe(200);
    expect(save.json().project).toMatchObject({ project_name: 'Renamed by the editor', updated_by: editor.name, role: 'editor' });
  });

  it('a removed member loses the projects and their images at once', async () => {
    const { t, ada } = shared;
    const studio = await createStudio(ada);
    const projectId = await buildProject(t.app, ada, { workspace_id: studio });
    const [sha] = await seedProjectImages(t.app, projectId, 1);
    const member = await join(ada, studio, 'editor');
    const image = () => t.app.inject({ method: 'GET', url: `/api/assets/${sha}`, headers: member.headers });
    expect((await image()).statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/workspaces/${studio}/members/${member.id}`, headers: ada.headers });
    expect(removed.statusCode).toBe(200);
    expect((await image()).statusCode).toBe(404);
    const open = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/`, headers: member.headers });
    expect(open.statusCode).toBe(404);
    const listing = await t.app.inject({ method: 'GET', url: `/api/projects/?workspace=${studio}`, headers: member.headers });
    expect(listing.statusCode).toBe(404);
  });

  it('the last owner cannot leave or step down; with a second owner they can', async () => {
    const { t, ada } = shared;
    const studio = await createStudio(ada);
    const leave = await t.app.inject({ method: 'DELETE', url: `/api/workspaces/${studio}/members/${ada.id}`, headers: ada.headers });
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error).toBe(INVITE_MESSAGES.lastOwner);
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/${studio}/members/${ada.id}`,
      headers: json(ada.headers),
      payload: { role: 'editor' },
    });
    expect(demote.statusCode).toBe(409);
    const partner = await join(ada, studio, 'owner');
    const left = await t.app.inject({ method: 'DELETE', url: `/api/workspaces/${studio}/members/${ada.id}`, headers: ada.headers });
    expect(left.statusCode).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: `/api/workspaces/${studio}/`, headers: partner.headers });
    expect(detail.json().members.map((m: { user_id: string }) => m.user_id)).toEqual([partner.id]);
  });

  it('two owners demoting each other at once leave one owner', async () => {
    const { t, ada } = shared;
    const studio = await createStudio(ada);
    const partner = await join(ada, studio, 'owner');
    const demote = (actor: TestUser, target: TestUser) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/workspaces/${studio}/members/${target.id}`,
        headers: json(actor.headers),
        payload: { role: 'viewer' },
      });
    const results = await Promise.all([demote(ada, partner), demote(partner, ada)]);
    const owners = await t.adapters.database.db
      .selectFrom('workspace_member')
      .select('user_id')
      .where('workspace_id', '=', studio)
      .where('role', '=', 'owner')
      .execute();
    expect(owners.length).toBe(1);
    expect(results.map((r) => r.statusCode).sort()).toContain(200);
  });

  it('moves a project (owner of its workspace) and duplicates one with or without its boards', async () => {
    const { t, ada } = shared;
    const studio = await createStudio(ada);
    const projectId = await buildProject(t.app, ada);
    await seedProjectImages(t.app, projectId, 2);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/move`,
      headers: json(ada.headers),
      payload: { workspace_id: studio },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().project.workspace_id).toBe(studio);

    const editor = await join(ada, studio, 'editor');
    const byEditor = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/move`,
      headers: json(editor.headers),
      payload: { workspace_id: studio },
    });
    expect(byEditor.statusCode).toBe(403);

    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/duplicate`,
      headers: json(ada.headers),
      payload: {},
    });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json().project).toMatchObject({ project_name: 'Harbour Hotel (copy)', workspace_id: studio, total_images: 0 });
    const full = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/duplicate`,
      headers: json(ada.headers),
      payload: { include_boards: true },
    });
    expect(full.json().project.total_images).toBe(2);
  });

  it('charges a workspace quota across members and shows owners the usage by member', async () => {
    const { t, ada } = shared;
    const studio = await createStudio(ada);
    const editor = await join(ada, studio, 'editor');
    const projectId = await buildProject(t.app, ada, { workspace_id: studio });
    const one = async (user: TestUser) => {
      const form = new FormData();
      form.append('project_id', projectId);
      form.append('prompt', 'a quiet courtyard with lime plaster');
      form.append('image_index', '1');
      return t.app.inject({ method: 'POST', url: '/generate_single_moodboard_image/', headers: user.headers, body: form });
    };
    const first = await one(ada);
    expect(first.statusCode, first.body).toBe(200);
    expect((await one(editor)).statusCode).toBe(200);
    const usage = await t.app.inject({ method: 'GET', url: `/api/workspaces/${studio}/usage`, headers: ada.headers });
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toMatchObject({ today: 2, this_month: 2, daily_quota: 2000 });
    expect(
      usage
        .json()
        .members.map((m: { user_id: string; today: number }) => [m.user_id, m.today])
        .sort(),
    ).toEqual(
      [
        [ada.id, 1],
        [editor.id, 1],
      ].sort(),
    );
    const byEditor = await t.app.inject({ method: 'GET', url: `/api/workspaces/${studio}/usage`, headers: editor.headers });
    expect(byEditor.statusCode).toBe(403);
  });
});

describe('the workspace quota', () => {
  it('counts every member against the workspace, and refuses once the workspace is spent', async () => {
    const { t, ada, bo } = shared;
    const studio = await createStudio(ada);
    const db = t.adapters.database.db;
    const quota = { user: 10, workspace: 2 };
    expect(await reserveGeneration(db, { userId: ada.id, workspaceId: studio }, quota)).toBe(true);
    expect(await reserveGeneration(db, { userId: bo.id, workspaceId: studio }, quota)).toBe(true);
    expect(await reserveGeneration(db, { userId: bo.id, workspaceId: studio }, quota)).toBe(false);
    // Nothing was counted for the refused image, for the member either.
    expect(await remainingGenerations(db, { userId: bo.id }, quota)).toBe(9);
    expect(await remainingGenerations(db, { userId: bo.id, workspaceId: studio }, quota)).toBe(0);
    // Scratch images (no workspace) only count against the member.
    expect(await reserveGeneration(db, { userId: bo.id }, quota)).toBe(true);
  });
});
