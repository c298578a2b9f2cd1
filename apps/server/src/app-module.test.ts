import { describe, expect, it } from 'vitest';
import { type AnyAppModule, type AppContext, checkModuleOrder, registerModules } from './app-module.js';
import { APP_MODULES } from './modules/index.js';

const mod = (name: string, needs: string[], gives: string[], register?: AnyAppModule['register']): AnyAppModule => ({
  name,
  needs,
  gives,
  register: register ?? (async () => Object.fromEntries(gives.map((g) => [g, { from: name }]))),
});

describe('the module list (app-module.ts)', () => {
  it('refuses a module that needs a service no module before it gives, naming both', () => {
    expect(() => checkModuleOrder([mod('projects', ['assets'], ['projects']), mod('assets', [], ['assets'])])).toThrow(
      'Module "projects" needs "assets", which no module before it in the list gives.',
    );
    expect(() => checkModuleOrder([mod('assets', [], ['assets']), mod('projects', ['assets'], ['projects'])])).not.toThrow();
  });

  it('refuses two modules giving one service, and a module listed twice', () => {
    expect(() => checkModuleOrder([mod('a', [], ['assets']), mod('b', [], ['assets'])])).toThrow('Modules "a" and "b" both give "assets".');
    const a = mod('a', [], []);
    expect(() => checkModuleOrder([a, a])).toThrow('Module "a" is in the list twice.');
  });

  it('hands each module only what it named, and refuses one that gives other than it declared', async () => {
    const seen: string[][] = [];
    const services = {};
    const ctx = {} as AppContext;
    await registerModules(
      ctx,
      [
        mod('assets', [], ['assets']),
        mod('workspaces', [], ['workspaces']),
        mod('projects', ['assets'], ['projects'], async (_ctx, given) => {
          seen.push(Object.keys(given));
          return { projects: { from: 'projects' } };
        }),
      ],
      services,
    );
    expect(seen).toEqual([['assets']]);
    expect(Object.keys(services).sort()).toEqual(['assets', 'projects', 'workspaces']);
    await expect(registerModules(ctx, [mod('liar', [], ['assets'], async () => ({ projects: {} }))], {})).rejects.toThrow(
      'Module "liar" gave [projects] but declared [assets].',
    );
  });

  it("the app's own list is in a working order, and every service it gives is given once", () => {
    expect(() => checkModuleOrder(APP_MODULES)).not.toThrow();
    const gives = APP_MODULES.flatMap((m) => [...m.gives]);
    expect(new Set(gives).size).toBe(gives.length);
    // What scripts and tests read from app.services is given by some module.
    for (const name of ['assets', 'projects', 'generation', 'moodboards', 'spaces', 'tokens']) expect(gives).toContain(name);
  });
});
