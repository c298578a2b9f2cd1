/**
 * Keyword extraction benchmark: a 200 KB brand page in each fixture language, read (Readability
 * over linkedom) and then extracted (language, segmentation, scoring). Target: extraction ≤ 150 ms.
 * Prints wall time and the process's CPU time: on a shared, busy machine the CPU time is the
 * figure that says what the code costs.
 * Run: npm run bench:keywords
 */
import { performance } from 'node:perf_hooks';
import { extractKeywords } from '../src/modules/keywords/extract-keywords.js';
import { LANGUAGE_CASES } from '../src/modules/keywords/fixtures/i18n/cases.js';
import { readWebsite } from '../src/modules/keywords/read-website.js';

const TARGET_BYTES = 200 * 1024;
const RUNS = 7;

/**
 * The fixture with its <main> repeated up to ~200 KB, every heading and paragraph numbered so
 * that no two lines of the long page are the same (no line is read from a cache).
 */
function bigPage(html: string): string {
  const main = /<main>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const sections: string[] = [];
  let size = Buffer.byteLength(html);
  for (let i = 2; size < TARGET_BYTES; i++) {
    const section = `<section>${main.replace(/<(h[1-3]|p|li)>/g, `<$1>${i} `)}</section>`;
    sections.push(section);
    size += Buffer.byteLength(section);
  }
  return html.replace('</main>', `${sections.join('\n')}</main>`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function main(): void {
  const rows: string[] = [];
  let worst = 0;
  for (const c of LANGUAGE_CASES) {
    const html = bigPage(c.html);
    const reads: number[] = [];
    const extracts: number[] = [];
    const cpus: number[] = [];
    let count = 0;
    let textChars = 0;
    for (let run = 0; run < RUNS + 1; run++) {
      const t0 = performance.now();
      const page = readWebsite(html, 'https://brand.example/');
      textChars = page.text.length;
      const t1 = performance.now();
      const cpu0 = process.cpuUsage();
      count = extractKeywords({ brandName: c.brand, page }).keywords.length;
      const cpu = process.cpuUsage(cpu0);
      const t2 = performance.now();
      if (run === 0) continue; // warm-up
      reads.push(t1 - t0);
      extracts.push(t2 - t1);
      cpus.push((cpu.user + cpu.system) / 1000);
    }
    worst = Math.max(worst, median(cpus));
    rows.push(
      `${c.language}  ${(Buffer.byteLength(html) / 1024).toFixed(0)} KB (${(textChars / 1000).toFixed(0)}k characters of text)  read ${median(reads).toFixed(0)} ms  extract ${median(extracts).toFixed(0)} ms (CPU ${median(cpus).toFixed(0)} ms)  (${count} keywords)`,
    );
  }
  console.log(`keyword extraction, median of ${RUNS} runs per 200 KB page:`);
  for (const row of rows) console.log(`  ${row}`);
  console.log(`slowest extraction: ${worst.toFixed(0)} ms of CPU (target ≤ 150 ms)`);
}

main();
