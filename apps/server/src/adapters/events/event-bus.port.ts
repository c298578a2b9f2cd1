import type { Kysely } from 'kysely';

/**
 * The live event bus: carries short messages (live project events, presence and access notices) to
 * every process serving the same database, so each can pass them on to the streams it holds.
 */
export interface EventBus {
  /** Which adapter this is (logs, tests). */
  readonly kind: 'postgres-notify' | 'in-process';
  /**
   * Sends `message` (JSON, well under 8 kB) to every subscriber of every process. Given the
   * transaction that records it, it is delivered when that transaction commits (PostgreSQL NOTIFY);
   * the in-process bus delivers at once.
   */
  publish(message: string, transaction?: Kysely<unknown>): Promise<void>;
  /** Calls the listener for every message published from now on. Resolves to a stop function. */
  subscribe(listener: BusListener): Promise<() => Promise<void>>;
}

/** What a subscriber is told. */
export interface BusListener {
  message(text: string): void;
  /** Messages may have been missed (the listening connection dropped). */
  lost(): void;
  /** Listening again after `lost`. */
  restored(): void;
}

/** The PostgreSQL channel live messages travel on. */
export const LIVE_CHANNEL = 'loci_live';
