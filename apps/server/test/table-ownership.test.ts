import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A module owns its tables (issue #31): each table is read and written by its owning module's
 * repository (`*.repository.ts`, or its `*.tables.ts`), and other modules call that module's public
 * functions. This reads every module's source for the tables its queries name (Kysely's selectFrom,
 * insertInto, updateTable, deleteFrom and joins) and fails on a query of another module's table,
 * or on a query outside a repository, that is not in the lists below with its reason. A listed
 * exception that is gone fails too, so the lists only shrink.
 */
const modulesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src/modules');

/** Every table, and the module that owns it (better-auth's tables: the auth module). */
const OWNER: Record<string, string> = {
  user: 'auth',
  session: 'auth',
  verification: 'auth',
  account: 'auth',
  project: 'projects',
  asset: 'assets',
  project_asset: 'assets',
  scratch_asset: 'moodboards',
  library_photo: 'photos',
  generation_section: 'generation',
  generation_slot: 'generation',
  generation_usage: 'imaging',
  workspace_usage: 'imaging',
  moodboard: 'moodboards',
  moodboard_image: 'moodboards',
  moodboard_space: 'moodboards',
  render: 'moodboards',
  space_render_job: 'moodboards',
  workspace: 'workspaces',
  workspace_member: 'workspaces',
  workspace_invite: 'workspaces',
  review_link: 'review',
  review_feedback: 'review',
  project_snapshot: 'history',
  slot_version: 'history',
  canvas_item: 'canvas',
  comment_thread: 'comments',
  comment: 'comments',
  comment_mention_pending: 'comments',
  comment_mention_digest: 'comments',
  project_event: 'live',
  project_presence: 'live',
  personal_access_token: 'tokens',
  cost: 'costs',
  studio_budget: 'costs',
  member_budget: 'costs',
  job: 'jobs',
  brand_kit: 'brand-kits',
  studio_kit: 'brand-kits',
};

/**
 * Queries of another module's table still written in place: `module/file → table`, with why. Two
 * reasons recur: a join that reads a name or a membership inside one read (two queries would make
 * the listing slower for nothing), and a module the owner itself depends on, which cannot call the
 * owner back without an import cycle (dependency-cruiser's no-circular).
 */
const FOREIGN_QUERIES: Record<string, string> = {
  'assets/assets.repository.ts → library_photo': 'the orphan sweep asks which images anything still uses; photos depends on assets',
  'assets/assets.repository.ts → scratch_asset': 'the orphan sweep and image reads see scratch images; moodboards depends on assets',
  'assets/assets.repository.ts → project': 'the orphan sweep keeps logos and brand books; projects depends on assets',
  'assets/assets.repository.ts → brand_kit': 'the orphan sweep and image reads keep and show kit logos; brand-kits depends on assets',
  'assets/assets.repository.ts → studio_kit': 'the orphan sweep and image reads keep and show studio logos; brand-kits depends on assets',
  'brand-kits/brand-kits.repository.ts → project':
    'how many projects use each kit, in the one read of the list; projects depends on brand-kits',
  'projects/projects.repository.ts → brand_kit': "a join: the kit's brand fields in the project's one read (its effective brand)",
  'assets/assets.repository.ts → workspace_member':
    'a join: may this user read this image (a project of one of their workspaces); workspaces depends on assets',
  'assets/stored-files.ts → project': 'which stored files are brand books (the sweep); projects depends on assets',
  'costs/costs.repository.ts → user': 'a join: the names of the people on the usage page, in the one read',
  'costs/costs.repository.ts → project': "a join: the names of the projects on the usage page; projects' own reads have no place for spend",
  'imaging/usage.ts → generation_slot': "the slot's charge mark, in the same transaction as the charge; generation depends on imaging",
  'imaging/usage.ts → workspace': 'holds the workspace row while its daily count moves; workspaces depends on imaging',
  'live/live.repository.ts → user': 'a join: the names of the people present',
  'projects/projects.repository.ts → user': 'a join: "Changed by Ana" on each card of the listing',
  'projects/projects.repository.ts → workspace_member': "a join: the listing's and the guard's membership check in the same read",
  'review/review.repository.ts → project': "a join: a studio's links with their projects' names",
  'tokens/tokens.repository.ts → user': 'a join: the owner of a token, read in the one query that authenticates it',
  'workspaces/invites.repository.ts → user': 'a join: who sent an invitation',
  'workspaces/workspaces.repository.ts → user': "a join: members' names and addresses",
  'workspaces/workspaces.repository.ts → project':
    "a count and the ids of a workspace's projects (the Studios list, deleting a studio); projects depends on workspaces",
  'workspaces/workspaces.repository.ts → workspace_usage':
    "reads the studio's usage page; imaging writes it, and workspaces depends on imaging",
};

/** Files with queries that are not a repository, with why. */
const QUERIES_OUTSIDE_REPOSITORIES: Record<string, string> = {
  'assets/stored-files.ts': 'what kind of file each stored key is, for the orphan sweep: the brand-book lookup above',
  'imaging/usage.ts':
    'the quota: counts, the workspace lock and the charge mark in one transaction; its own tables are in usage.repository.ts',
};

const CALL = /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'([a-z_]+)/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `module/file → table` for each table a module file's queries name. */
function scan(): { queries: Map<string, Set<string>>; tables: Set<string> } {
  const queries = new Map<string, Set<string>>();
  const tables = new Set<string>();
  for (const path of sources(modulesDir)) {
    const file = relative(modulesDir, path).split('\\').join('/');
    for (const match of readFileSync(path, 'utf8').matchAll(CALL)) {
      tables.add(match[1]);
      queries.set(file, (queries.get(file) ?? new Set()).add(match[1]));
    }
  }
  return { queries, tables };
}

const isRepository = (file: string) => /\.(repository|tables)\.ts$/.test(file);

describe('a module owns its tables', () => {
  const { queries, tables } = scan();

  it('names an owner for every table a query names', () => {
    expect([...tables].filter((t) => !OWNER[t]).sort()).toEqual([]);
  });

  it("queries another module's table only where listed, with its reason", () => {
    const foreign = [...queries].flatMap(([file, named]) =>
      [...named].filter((t) => OWNER[t] !== file.split('/')[0]).map((t) => `${file} → ${t}`),
    );
    expect(foreign.filter((q) => !(q in FOREIGN_QUERIES)).sort()).toEqual([]);
    // A listed exception that is gone comes off the list.
    expect(Object.keys(FOREIGN_QUERIES).filter((q) => !foreign.includes(q))).toEqual([]);
  });

  it('writes queries in repositories, except where listed with its reason', () => {
    const outside = [...queries.keys()].filter((file) => !isRepository(file));
    expect(outside.filter((f) => !(f in QUERIES_OUTSIDE_REPOSITORIES)).sort()).toEqual([]);
    expect(Object.keys(QUERIES_OUTSIDE_REPOSITORIES).filter((f) => !outside.includes(f))).toEqual([]);
  });
});
