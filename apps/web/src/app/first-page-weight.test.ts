import { describe, expect, it } from 'vitest';

/**
 * The first pages stay ≤ 130 KB gzip (`npm run bench:web`) because two heavy libraries load only
 * when needed: the better-auth client with the first auth action, Radix Toast with the first
 * notice. A value import of either anywhere else would put it back in every page's entry.
 * `sources`: every module of the app (tests and their helpers aside), as text, by path from here.
 */
const sources: Record<string, string> = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Each library (or our module wrapping it) and the one file allowed to import it by value. */
const LAZY_ONLY: { module: RegExp; owner: string }[] = [
  { module: /^better-auth(\/|$)/, owner: 'features/auth/api/auth-client.ts' },
  { module: /\/auth-client$/, owner: 'none' },
  { module: /^@radix-ui\/react-toast$/, owner: 'components/ui/toast-list.tsx' },
  { module: /\/toast-list$/, owner: 'none' },
];

/** Static value imports (`import x from`, `import { x } from`, `export … from`); `import type` and `import()` are not. */
function valueImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/^\s*(import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)) found.push(match[2]);
  for (const match of code.matchAll(/^\s*import\s+'([^']+)'/gm)) found.push(match[1]);
  return found;
}

describe('what the first pages do not download', () => {
  it('imports better-auth and Radix Toast by value only in the modules loaded on demand', () => {
    const offenders: string[] = [];
    const files = Object.entries(sources);
    expect(files.map(([path]) => path)).toContain('../features/auth/api/auth-client.ts');
    for (const [path, code] of files) {
      const name = path.replace(/^\.\.\//, '');
      for (const specifier of valueImports(code))
        for (const rule of LAZY_ONLY) if (rule.module.test(specifier) && rule.owner !== name) offenders.push(`${name} → ${specifier}`);
    }
    expect(offenders).toEqual([]);
  });

  it('finds the imports it guards (the check is not blind)', () => {
    expect(valueImports("import { createAuthClient } from 'better-auth/react';")).toEqual(['better-auth/react']);
    expect(valueImports("import {\n  a,\n  b,\n} from './auth-client';")).toEqual(['./auth-client']);
    expect(valueImports("import type { AuthClient } from './auth-client';")).toEqual([]);
  });
});
