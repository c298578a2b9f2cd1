import { EventEmitter } from 'node:events';
import type { BusListener, EventBus } from './event-bus.port.js';

/**
 * The bus inside one process (PGlite: one process owns the database). Apps built on the same
 * database object share one bus, so two test apps on one PGlite see each other's messages.
 */
export function createInProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'in-process',
    async publish(message) {
      emitter.emit('message', message);
    },
    async subscribe(listener: BusListener) {
      const on = (text: string) => listener.message(text);
      emitter.on('message', on);
      return async () => {
        emitter.off('message', on);
      };
    },
  };
}
