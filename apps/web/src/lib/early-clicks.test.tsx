import { EARLY_CLICKS, PAGE_BOOT_SCRIPT } from '@loci/shared/page-boot';
import { lazy, Suspense, startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../components/ui/text-field';
import { replayEarlyClicks, takeEarlyClicks, useEarlyClicks } from './early-clicks';

/** What the boot script put in the head (kept there as written: the test DOM loads no script). */
let appended: Element[] = [];
/** Whether the test ran the boot script (its scripts then start after the first frame, maybe after the test). */
let booted = false;

/** Runs the page's boot script as the browser does, over `body` (a page painted from its HTML). */
function boot(body: string): void {
  document.head.innerHTML =
    '<script type="loci-module" crossorigin src="/assets/index-abc.js"></script><link rel="loci-modulepreload" crossorigin href="/assets/react-abc.js">';
  document.body.innerHTML = body;
  appended = [];
  booted = true;
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    appended.push(node as unknown as Element);
    return node;
  });
  new Function(PAGE_BOOT_SCRIPT)();
}

const started = () =>
  appended.map(
    (e) =>
      `${e.tagName} ${(e as HTMLScriptElement).type || (e as HTMLLinkElement).rel} ${e.getAttribute('src') ?? e.getAttribute('href')} ${(e as HTMLScriptElement).crossOrigin}`,
  );

describe('the boot script of a page painted from its HTML', () => {
  let root: Root | null = null;
  afterEach(async () => {
    // The boot script starts its scripts once the first frame is out: into the stubbed head, not
    // into the test DOM, which would try to fetch them.
    if (booted) await vi.waitFor(() => expect(appended).toHaveLength(2));
    booted = false;
    takeEarlyClicks();
    delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS];
    root?.unmount();
    root = null;
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('asks for the parked scripts once, after the first frame', async () => {
    boot('<main><h1>Projects</h1></main>');
    // Nothing is fetched while the page paints its first frame.
    expect(started()).toEqual([]);
    await vi.waitFor(() =>
      expect(started()).toEqual(['SCRIPT module /assets/index-abc.js anonymous', 'LINK modulepreload /assets/react-abc.js anonymous']),
    );
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 20));
    expect(started()).toHaveLength(2);
  });

  it("holds clicks on the page's buttons until the app asks for them, and leaves links and the app's own buttons alone", () => {
    boot(
      '<div id="root"><button id="new"><span id="label">New Project</span></button><a id="open" href="#card"><span id="name">Harbour</span></a></div>',
    );
    const seen = vi.fn();
    document.getElementById('root')?.addEventListener('click', seen);
    document.getElementById('label')?.click();
    // A held click reaches nothing else (a half-started app would see it twice).
    expect(seen).not.toHaveBeenCalled();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('name')?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    expect(seen).toHaveBeenCalledTimes(1);
    // A button the app drew after the page arrived is its own.
    const drawn = document.createElement('button');
    document.getElementById('root')?.append(drawn);
    drawn.click();
    expect(seen).toHaveBeenCalledTimes(2);
    document.getElementById('new')?.click();
    const held = takeEarlyClicks();
    expect(held.map((b) => b.id)).toEqual(['new', 'new']);
    // Asking stops the holding.
    document.getElementById('new')?.click();
    expect(takeEarlyClicks()).toEqual([]);
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it('hands clicks made before the screen hydrated to its buttons once it has, even when its code came late', async () => {
    function Counter() {
      const [clicks, setClicks] = useState(0);
      useEarlyClicks();
      return (
        <main>
          <h1>Projects</h1>
          <button type="button" onClick={() => setClicks((n) => n + 1)}>
            Clicked {clicks}
          </button>
        </main>
      );
    }
    // The screen's code arrives after the app has started (as a route's chunk does).
    const asked: Array<(screen: { default: typeof Counter }) => void> = [];
    const Screen = lazy(() => new Promise<{ default: typeof Counter }>((resolve) => asked.push(resolve)));
    const app = (
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    );
    const html = renderToString(
      <Suspense fallback={null}>
        <Counter />
      </Suspense>,
    );
    boot(`<div id="root">${html}</div>`);
    const container = document.getElementById('root') as HTMLElement;
    container.querySelector('button')?.click();
    expect(container.textContent).toContain('Clicked 0');

    // As main.tsx does: hydrate as a transition; one more click while the screen's code loads.
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    container.querySelector('button')?.click();
    // The transition reaches the screen and asks for its code (later on a busy machine).
    await vi.waitFor(() => expect(asked).toHaveLength(1), { timeout: 20_000, interval: 10 });
    expect(container.textContent).toContain('Clicked 0');
    for (const arrive of asked) arrive({ default: Counter });
    // Bounded by the test, not by vi.waitFor's 1 s default: on a busy machine hydration takes longer.
    await vi.waitFor(() => expect(container.textContent).toContain('Clicked 2'), { timeout: 20_000, interval: 20 });
    // The markup was taken over, not replaced.
    expect(container.querySelector('h1')?.textContent).toBe('Projects');
  });

  it('submits a form with what was typed in its fields before it hydrated, when its button was clicked before', async () => {
    function SignIn({ sent }: { sent: (email: string) => void }) {
      const [email, setEmail] = useState('');
      useEarlyClicks();
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sent(email);
          }}
        >
          <TextField label="Email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <button type="submit">Sign In</button>
        </form>
      );
    }
    const sent = vi.fn();
    boot(`<div id="root">${renderToString(<SignIn sent={sent} />)}</div>`);
    const container = document.getElementById('root') as HTMLElement;
    const field = container.querySelector('input') as HTMLInputElement;
    field.value = 'ada@example.test';
    // The click submits nothing natively (the page would reload with the field in its address).
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    root = hydrateRoot(container, <SignIn sent={sent} />);
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1), { timeout: 20_000, interval: 10 });
    expect(sent).toHaveBeenCalledWith('ada@example.test');
    expect(container.querySelector('input')).toBe(field);
  });

  it('skips a held button the app no longer shows', () => {
    const gone = document.createElement('button');
    const onClick = vi.fn();
    gone.addEventListener('click', onClick);
    replayEarlyClicks([gone]);
    expect(onClick).not.toHaveBeenCalled();
  });
});
