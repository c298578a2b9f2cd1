import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp } from '../../../test/helpers.js';
import { migrations } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
});
afterAll(async () => t?.close());

describe('0012-workspaces', () => {
  it('gives every existing account its personal workspace and moves its projects there, nothing lost', async () => {
    const ada = await buildUser(t.app);
    const bo = await buildUser(t.app);
    const first = await buildProject(t.app, ada, { projectName: 'Harbour Hotel' });
    const second = await buildProject(t.app, ada, { projectName: 'Dockside Bar' });
    const db = t.adapters.database.db;
    const migrator = new Migrator({
      db: db as unknown as Kysely<unknown>,
      provider: { getMigrations: async () => migrations as Record<string, Migration> },
      migrationTableName: 'loci_migration',
      migrationLockTableName: 'loci_migration_lock',
    });
    // Back to the database as it was before studios (projects belong to their owner only), then forward again.
    const down = await migrator.migrateTo('0011-project-version');
    expect(down.error).toBeUndefined();
    expect(down.results?.find((r) => r.migrationName === '0012-workspaces')).toMatchObject({ status: 'Success', direction: 'Down' });
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();

    const personal = await db
      .selectFrom('workspace')
      .select(['id', 'personal_of', 'name'])
      .where('personal_of', 'in', [ada.id, bo.id])
      .execute();
    expect(personal.map((w) => w.personal_of).sort()).toEqual([ada.id, bo.id].sort());
    const adaSpace = personal.find((w) => w.personal_of === ada.id)?.id;
    const projects = await db
      .selectFrom('project')
      .select(['id', 'name', 'workspace_id', 'updated_by'])
      .where('owner_id', '=', ada.id)
      .execute();
    expect(projects.map((p) => [p.id, p.workspace_id, p.updated_by]).sort()).toEqual(
      [
        [first, adaSpace, ada.id],
        [second, adaSpace, ada.id],
      ].sort(),
    );
    const members = await db
      .selectFrom('workspace_member')
      .select(['user_id', 'role'])
      .where('workspace_id', '=', adaSpace as string)
      .execute();
    expect(members).toEqual([{ user_id: ada.id, role: 'owner' }]);
    // And the app reads them as before.
    const listed = await t.app.inject({ method: 'GET', url: '/api/projects/', headers: ada.headers });
    expect(
      listed
        .json()
        .projects.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([first, second].sort());
  });
});
