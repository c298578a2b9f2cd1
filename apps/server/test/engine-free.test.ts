import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDED_ONLY, engineFreeTests, reachesDatabase } from '../../../scripts/engine-free-tests.mjs';

const server = fileURLToPath(new URL('..', import.meta.url));
const dbAdapter = join(server, 'src/adapters/db/database.port.ts');

describe('the PostgreSQL leg skips only the tests that never reach a database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'loci-engine-free-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const spec = (name: string, body: string) => {
    const file = join(dir, name);
    writeFileSync(file, body);
    return file;
  };
  const toDb = relative(dir, dbAdapter).replace(/\.ts$/, '.js');

  it('follows static, re-exported and dynamic imports, but not type-only ones', () => {
    expect(reachesDatabase(spec('a.test.ts', `import { x } from './${toDb}';\n`))).toBe(true);
    expect(reachesDatabase(spec('b.test.ts', `export * from './${toDb}';\n`))).toBe(true);
    expect(reachesDatabase(spec('c.test.ts', `const m = await import('./${toDb}');\n`))).toBe(true);
    expect(reachesDatabase(spec('d.test.ts', `import type { Database } from './${toDb}';\n`))).toBe(false);
    // Through another module of the test's own.
    spec('helper.ts', `import { x } from './${toDb}';\nexport const y = x;\n`);
    expect(reachesDatabase(spec('e.test.ts', `import { y } from './helper.js';\n`))).toBe(true);
  });

  it('keeps every route test in the PostgreSQL leg and lets pure drawing tests go', () => {
    const free = engineFreeTests();
    expect(free).toContain('src/adapters/ai/offline/render-robustness.test.ts');
    expect(free).not.toContain('src/modules/projects/projects.routes.test.ts');
    expect(free.filter((file) => file.endsWith('.routes.test.ts'))).toEqual([]);
  });

  it('lets a test that picks the embedded database itself go, by its marker line only', () => {
    const free = engineFreeTests();
    expect(free).toContain('test/first-start.test.ts');
    const marked = free.filter((file) => reachesDatabase(join(server, file)));
    for (const file of marked) expect(readFileSync(join(server, file), 'utf8')).toContain(EMBEDDED_ONLY);
    expect(marked).toEqual(['test/first-start.test.ts']);
  });
});
