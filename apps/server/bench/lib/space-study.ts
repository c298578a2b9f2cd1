import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderOfflineImage } from '../../src/adapters/ai/offline/offline-image-model.js';
import { edgeIou } from '../../src/adapters/ai/offline/structure/edge-iou.js';
import { renderStructureStudy } from '../../src/adapters/ai/offline/structure/structure-study.js';

const FIXTURES = join(import.meta.dirname, '../../test/fixtures/space');
const STRENGTHS = [
  ['strict', 0.9],
  ['balanced', 0.6],
  ['loose', 0.3],
] as const;

/**
 * (e) "Your space" (issue #33): the offline study's geometry kept — IoU of dilated edge maps at
 * 256 px between each reference fixture and its study at each strength — and its time at 1024 px.
 */
export async function benchSpaceStudy(): Promise<void> {
  const moodboard = ['terracotta tiles and oak', 'linen and a brass lamp', 'green marble and walnut'].map((prompt) =>
    renderOfflineImage({ prompt, width: 512, height: 512, microMacro: 0, photoStyled: 0 }),
  );
  const palette = ['#b5653e', '#e8dcc4', '#3e5b4a', '#c9a66b', '#2b2622'];
  const files = readdirSync(FIXTURES).filter((f) => /\.(png|jpg)$/.test(f));
  const times: number[] = [];
  const cpu: number[] = [];
  console.log('(e) your space, edge IoU at 256 px (strict 0.9 / balanced 0.6 / loose 0.3), study at 1024 px:');
  for (const file of files) {
    const image = readFileSync(join(FIXTURES, file));
    const cells: string[] = [];
    for (const [name, strength] of STRENGTHS) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const png = await renderStructureStudy({
        prompt: 'warm evening light, terracotta and oak',
        width: 1024,
        height: 1024,
        structure: { image, strength },
        palette,
        references: moodboard,
      });
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpuStarted);
      cpu.push((used.user + used.system) / 1000);
      cells.push(`${name} ${(await edgeIou(image, png)).toFixed(2)}`);
    }
    console.log(`    ${file.padEnd(22)} ${cells.join('  ')}`);
  }
  const p50 = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  // CPU time beside wall time: on a shared machine the wall clock mostly measures the neighbours.
  console.log(
    `    study with a reference, 1024 px: p50 ${p50(times).toFixed(0)} ms wall, ${p50(cpu).toFixed(0)} ms CPU (${times.length} renders)`,
  );
}

if (process.argv[1] === import.meta.filename) await benchSpaceStudy();
