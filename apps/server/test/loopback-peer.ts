import { afterEach } from 'vitest';
import { type Handler, startLoopback } from './loopback-server.js';

type Loopback = Awaited<ReturnType<typeof startLoopback>>;

/**
 * The peer of a test file's tests: `peer(handler)` starts a loopback server (closing the one
 * before), `close()` stops it early; whatever is still open is closed after each test.
 */
export function loopbackPeer(): { peer: (handler: Handler) => Promise<Loopback>; close: () => Promise<void> } {
  let open: Loopback | undefined;
  const close = async () => {
    const server = open;
    open = undefined;
    await server?.close();
  };
  afterEach(close);
  return {
    peer: async (handler) => {
      await close();
      open = await startLoopback(handler);
      return open;
    },
    close,
  };
}
