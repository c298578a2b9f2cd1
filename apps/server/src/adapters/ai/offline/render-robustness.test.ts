import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// resvg aborts the whole process on a Rust panic (it cannot be caught in JS), and a crash in
// production takes every request down with it. So: render a wide spread of prompts, settings
// and sizes in a child process, where a panic shows up as a failed exit instead of killing Vitest.
const script = `
import { renderOfflineImage } from ${JSON.stringify(fileURLToPath(new URL('./offline-image-model.ts', import.meta.url)))};
const words = ['arcade','street','market','azulejo tiles','oak','linen','stone','garden','courtyard','harbour','river','workshop','lounge','terrace','plaza','night','dawn','evening','brass','sea','Interior','', 'Área ñ 東京', '"<&>'];
const sizes = [[1024,1024],[1536,1024],[512,512],[64,64],[1024,1536],[300,200],[17,911]];
let n = 0;
for (let i = 0; i < 240; i++) {
  const prompt = Array.from({ length: 1 + (i % 5) }, (_, k) => words[(i * 7 + k * 13) % words.length]).join(' ') + ' ' + i;
  const [width, height] = sizes[i % sizes.length];
  const png = renderOfflineImage({ prompt, width, height, microMacro: i % 3, photoStyled: (i >> 2) % 3, palette: i % 4 === 0 ? ['#B5532E', '#1d3557'] : undefined });
  if (png.subarray(1, 4).toString() !== 'PNG') throw new Error('not a PNG at ' + i);
  n++;
}
console.log('rendered ' + n);
`;

describe('offline renderer robustness', () => {
  it('renders 240 varied requests without a native crash', () => {
    const tsx = fileURLToPath(new URL('../../../../../../node_modules/tsx/dist/cli.mjs', import.meta.url));
    const res = spawnSync(process.execPath, [tsx, '--eval', script], { encoding: 'utf8', timeout: 120_000, input: '' });
    expect(res.stderr).not.toMatch(/panicked/);
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('rendered 240');
  }, 150_000);
});
