import { randomBytes } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Where process ids mean the same thing: this machine's boot and this PID namespace. Two
 * processes with the same key see each other's pids, so one can tell the other is gone.
 * `null` where it cannot be known (no /proc): such workers are only ever reclaimed by lease.
 */
function readPidSpace(): string | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const ns = /\[(\d+)\]/.exec(readlinkSync('/proc/self/ns/pid'))?.[1];
    return /^[0-9a-f-]{36}$/.test(boot) && ns ? `${boot}.${ns}` : null;
  } catch {
    return null;
  }
}

const pidSpace = readPidSpace();
const ID = /^[^ ]+ pid (\d+) in ([0-9a-f-]{36}\.\d+) #[0-9a-f]+$/;

/** A new worker id, e.g. `web-1 pid 4242 in <boot id>.4026531836 #a1b2c3d4` (stored in `locked_by`). */
export function newWorkerId(): string {
  const space = pidSpace ?? 'unknown';
  return `${hostname().replace(/\s+/g, '-')} pid ${process.pid} in ${space} #${randomBytes(4).toString('hex')}`;
}

/**
 * True only when the worker certainly died: it ran in this boot and PID namespace, not in this
 * process, and its pid no longer exists. A live worker elsewhere (another host, another
 * container, a pid since reused) is never reported dead; its slots wait for their lease.
 */
export function isDeadLocalWorker(workerId: string, isAlive: (pid: number) => boolean = pidExists): boolean {
  const match = ID.exec(workerId);
  if (!match || !pidSpace || match[2] !== pidSpace) return false;
  const pid = Number(match[1]);
  return pid !== process.pid && !isAlive(pid);
}

/** Signal 0 checks for existence: ESRCH means no such process; EPERM means it exists (another user's). */
function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
