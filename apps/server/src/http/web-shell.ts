import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * The HTML the web app starts from, per path. The build's `route-preloads.json` lists, for the
 * first pages people open (/login, /register, /projects), the screen's chunks and styles; they are
 * announced as preload links in the page's head, so the browser fetches them with the entry rather
 * than after it has run. Every other path gets index.html as built.
 */
export function createWebShell(root: string): (path: string) => string {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  let preloads: Record<string, unknown> = {};
  try {
    preloads = JSON.parse(readFileSync(join(root, 'route-preloads.json'), 'utf8'));
  } catch {
    // An older build without the file: index.html alone still works.
  }
  const pages = new Map<string, string>();
  for (const [path, files] of Object.entries(preloads)) {
    if (!Array.isArray(files)) continue;
    const links = files
      .filter((f): f is string => typeof f === 'string' && ASSET.test(f) && !html.includes(`"${f}"`))
      .map((f) =>
        f.endsWith('.css') ? `<link rel="preload" as="style" href="${f}">` : `<link rel="modulepreload" crossorigin href="${f}">`,
      )
      .join('');
    pages.set(path, html.replace('</head>', `${links}</head>`));
  }
  return (path) => pages.get(path.replace(/\/+$/, '') || '/') ?? html;
}
