import type { Database } from '../db/database.port.js';
import type { EventBus } from './event-bus.port.js';
import { createInProcessBus } from './in-process-bus.js';
import { createNotifyBus } from './notify-bus.js';

export type { BusListener, EventBus } from './event-bus.port.js';

const shared = new WeakMap<Database, EventBus>();

/** The live bus for a database: NOTIFY/LISTEN on PostgreSQL, in process on PGlite (one per database object). */
export function eventBusFor(database: Database): EventBus {
  let bus = shared.get(database);
  if (!bus) {
    bus = database.engine === 'postgres' ? createNotifyBus(database) : createInProcessBus();
    shared.set(database, bus);
  }
  return bus;
}
