import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isDeadLocalWorker, newWorkerId } from './worker-identity.js';

describe('worker identity', () => {
  const mine = newWorkerId();
  const withPid = (pid: number, id = mine) => id.replace(/ pid \d+ /, ` pid ${pid} `);

  it('names the host, the pid and where that pid means something', () => {
    expect(mine).toMatch(new RegExp(` pid ${process.pid} in [0-9a-f-]{36}\\.\\d+ #[0-9a-f]{8}$`));
    expect(newWorkerId()).not.toBe(mine);
  });

  it('calls a worker dead only when its process on this machine is gone', () => {
    const exited = spawnSync(process.execPath, ['-e', '0']).pid as number;
    expect(isDeadLocalWorker(withPid(exited))).toBe(true);
    expect(isDeadLocalWorker(mine)).toBe(false); // this process
    expect(isDeadLocalWorker(withPid(process.ppid))).toBe(false); // alive
    expect(isDeadLocalWorker(withPid(exited), () => true)).toBe(false); // pid reused by a live process
  });

  it('never calls a worker of another boot, PID namespace or id format dead', () => {
    const elsewhere = mine.replace(/ in [0-9a-f-]{36}\./, ` in ${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.`);
    expect(isDeadLocalWorker(withPid(999_999, elsewhere), () => false)).toBe(false);
    const otherNamespace = mine.replace(/\.\d+ #/, '.1 #');
    expect(isDeadLocalWorker(withPid(999_999, otherNamespace), () => false)).toBe(false);
    expect(isDeadLocalWorker('web-1:4242:abcd', () => false)).toBe(false); // ids from before this format
  });
});
