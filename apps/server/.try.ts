import { renderOfflineImage } from './src/adapters/ai/offline/offline-image-model.js';
import { writeFileSync, mkdirSync } from 'node:fs';
mkdirSync('/tmp/aih/img', { recursive: true });
const prompts = ['Azulejo Tiles in Lisbon, Portugal showing weathered patina', 'Market Stalls in Nairobi, Kenya, people gathering at dusk', 'Bay Breezes in Melbourne, water edges and eucalypt light', 'Corner Cafés interior lounge with oak and brass'];
const W = Number(process.argv[2] ?? 512);
for (const [pi, prompt] of prompts.entries()) for (const mm of [0,1,2] as const) for (const ps of [0,1,2] as const) {
  const t = performance.now(); const png = renderOfflineImage({ prompt, width: W, height: W, microMacro: mm, photoStyled: ps, palette: pi===3?['#1d3557']:undefined });
  writeFileSync(`/tmp/aih/img/p${pi}-m${mm}-s${ps}.png`, png); console.log(pi, mm, ps, (performance.now()-t).toFixed(1), png.length);
}
