/** True when `file`'s import closure reaches a database. */
export function reachesDatabase(file: string, cache?: Map<string, string[]>): boolean;
/** The server's test files that never reach a database, relative to apps/server. */
export function engineFreeTests(): string[];
