// Which server test files never reach a database (or choose the embedded one themselves): the PostgreSQL
// leg of `npm test` skips them, since running them again there tests nothing new (they ran in the PGlite leg).
// A file reaches a database when its relative import closure (type-only imports aside) takes in the
// database adapters, the test database helper, or the multi-process helpers that start servers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/server');

/** What marks a module as one that opens or starts a database. */
const ENGINE_BOUND = [/\/src\/adapters\/db\//, /\/test\/test-database\.ts$/, /\/test\/multi-process\//];

const STATIC = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function resolveImport(from, spec) {
  const base = resolve(dirname(from), spec);
  const candidates = [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base, `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((c) => existsSync(c) && !c.endsWith('/'));
}

function importsOf(file, cache) {
  let found = cache.get(file);
  if (found) return found;
  found = [];
  cache.set(file, found);
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return found;
  }
  for (const pattern of [STATIC, DYNAMIC]) {
    for (const match of text.matchAll(pattern)) {
      const target = resolveImport(file, match[1]);
      if (target) found.push(target);
    }
  }
  return found;
}

/** True when `file`'s import closure reaches a database. */
export function reachesDatabase(file, cache = new Map()) {
  const seen = new Set();
  const stack = [resolve(file)];
  while (stack.length > 0) {
    const next = stack.pop();
    if (seen.has(next)) continue;
    seen.add(next);
    if (ENGINE_BOUND.some((pattern) => pattern.test(next))) return true;
    stack.push(...importsOf(next, cache));
  }
  return false;
}

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts') && !entry.name.endsWith('.postgres.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A test that chooses the embedded database itself, whatever the leg, says so with this line. */
export const EMBEDDED_ONLY = '// The embedded database only: the PostgreSQL leg skips this file.';

const embeddedOnly = (file) => readFileSync(file, 'utf8').includes(EMBEDDED_ONLY);

/** The server's test files the PostgreSQL leg skips (none reach PostgreSQL), relative to apps/server. */
export function engineFreeTests() {
  const cache = new Map();
  return [...testFiles(join(SERVER, 'src')), ...testFiles(join(SERVER, 'test'))]
    .filter((file) => !reachesDatabase(file, cache) || embeddedOnly(file))
    .map((file) => relative(SERVER, file))
    .sort();
}
