/** True when `file`'s import closure reaches a database. */
export function reachesDatabase(file: string, cache?: Map<string, string[]>): boolean;
/** A test that chooses the embedded database itself, whatever the leg, says so with this line. */
export const EMBEDDED_ONLY: string;
/** The server's test files the PostgreSQL leg skips (none reach PostgreSQL), relative to apps/server. */
export function engineFreeTests(): string[];
