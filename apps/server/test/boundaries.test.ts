import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Each boundary rule of .dependency-cruiser.cjs fails on a probe: a throwaway tree laid out like the
 * repo (apps/…, packages/…, e2e/) where one file crosses the boundary and a neighbour keeps to it.
 * `npm run lint:deps` keeps the real tree clean; this proves the rules would notice if it were not.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as { forbidden: IForbiddenRuleType[] };
const probeRoot = mkdtempSync(join(tmpdir(), 'loci-boundaries-'));
afterAll(() => rmSync(probeRoot, { recursive: true, force: true }));

let probes = 0;
/** Writes `files` (path → source) into a fresh probe tree and returns the rules each file breaks. */
async function violations(files: Record<string, string>): Promise<Map<string, string[]>> {
  const dir = join(probeRoot, String(probes++));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  const { output } = await cruise(Object.keys(files), {
    baseDir: dir,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  });
  const found = new Map<string, string[]>();
  for (const v of (output as ICruiseResult).summary.violations) {
    found.set(v.from, [...(found.get(v.from) ?? []), v.rule.name]);
  }
  return found;
}

const stub = 'export const x = 1;\n';

describe('dependency boundaries (.dependency-cruiser.cjs)', () => {
  it("an adapter may import a module's index.ts, never its internals", async () => {
    const found = await violations({
      'apps/server/src/modules/projects/index.ts': stub,
      'apps/server/src/modules/projects/projects.repository.ts': stub,
      'apps/server/src/adapters/probe/inside.ts': "export { x } from '../../modules/projects/projects.repository';\n",
      'apps/server/src/adapters/probe/entry.ts': "export { x } from '../../modules/projects/index';\n",
    });
    expect(found.get('apps/server/src/adapters/probe/inside.ts')).toEqual(['adapters-through-module-entry']);
    expect(found.get('apps/server/src/adapters/probe/entry.ts')).toBeUndefined();
  });

  it('apps/web may not import apps/server', async () => {
    const found = await violations({
      'apps/server/src/config/env.ts': stub,
      'packages/shared/src/index.ts': stub,
      'apps/web/src/lib/probe.ts': "export { x } from '../../../server/src/config/env';\n",
      'apps/web/src/lib/fine.ts': "export type { x } from '../../../../packages/shared/src/index';\n",
    });
    expect(found.get('apps/web/src/lib/probe.ts')).toEqual(['web-not-server']);
    expect(found.get('apps/web/src/lib/fine.ts')).toBeUndefined();
  });

  it('packages/shared imports neither the apps nor a Node built-in', async () => {
    const found = await violations({
      'apps/server/src/app.ts': stub,
      'packages/shared/src/server.ts': "export { x } from '../../../apps/server/src/app';\n",
      'packages/shared/src/node.ts': "export { readFileSync } from 'node:fs';\n",
      'packages/shared/src/bare.ts': "export { createHash } from 'crypto';\n",
      'packages/shared/src/fine.ts': "export { x } from './server';\n",
    });
    expect(found.get('packages/shared/src/server.ts')).toEqual(['shared-standalone']);
    expect(found.get('packages/shared/src/node.ts')).toEqual(['shared-no-node-builtins']);
    expect(found.get('packages/shared/src/bare.ts')).toEqual(['shared-no-node-builtins']);
    expect(found.get('packages/shared/src/fine.ts')).toBeUndefined();
  });

  it("e2e/ imports no app's or package's source", async () => {
    const found = await violations({
      'apps/server/src/app.ts': stub,
      'packages/shared/src/index.ts': stub,
      'e2e/support/helper.ts': stub,
      'e2e/specs/server.spec.ts': "export { x } from '../../apps/server/src/app';\n",
      'e2e/specs/shared.spec.ts': "export { x } from '../../packages/shared/src/index';\n",
      'e2e/specs/fine.spec.ts': "export { x } from '../support/helper';\n",
    });
    expect(found.get('e2e/specs/server.spec.ts')).toEqual(['e2e-through-http']);
    expect(found.get('e2e/specs/shared.spec.ts')).toEqual(['e2e-through-http']);
    expect(found.get('e2e/specs/fine.spec.ts')).toBeUndefined();
  });

  it("a module's definition is imported only by the list, and app.ts registers modules only through it", async () => {
    const found = await violations({
      'apps/server/src/modules/review/review.module.ts': stub,
      'apps/server/src/modules/review/review.routes.ts': stub,
      'apps/server/src/modules/auth/auth.ts': stub,
      'apps/server/src/modules/index.ts': "export { x } from './review/review.module';\n",
      'apps/server/src/modules/comments/comments.service.ts': "export { x } from '../review/review.module';\n",
      'apps/server/src/app.ts':
        "export { x } from './modules/index';\nexport { x as y } from './modules/review/review.routes';\nexport { x as z } from './modules/auth/auth';\n",
    });
    expect(found.get('apps/server/src/modules/index.ts')).toBeUndefined();
    // Two rules at once: a module's internals from another module, and a definition outside the list.
    expect(found.get('apps/server/src/modules/comments/comments.service.ts')?.sort()).toEqual([
      'module-definitions-in-the-list',
      'server-module-public-entry',
    ]);
    expect(found.get('apps/server/src/app.ts')).toEqual(['app-composes-the-list']);
  });

  it('the SDK rule names only installed packages', () => {
    const rule = config.forbidden.find((r) => r.name === 'sdk-only-in-adapters');
    const to = rule && 'to' in rule ? (rule.to as { path?: string }) : {};
    const path = String(to.path ?? '');
    const names = /^node_modules\/\((.+)\)\/$/.exec(path)?.[1].split('|') ?? [];
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      // `@scope/[^/]+` stands for every package of the scope: at least one must be installed.
      const scope = name.endsWith('/[^/]+') ? name.slice(0, -'/[^/]+'.length) : null;
      const installed = scope
        ? existsSync(join(root, 'node_modules', scope)) && readdirSync(join(root, 'node_modules', scope)).length > 0
        : existsSync(join(root, 'node_modules', name));
      expect(installed, `${name} is in sdk-only-in-adapters but not installed`).toBe(true);
    }
  });
});
