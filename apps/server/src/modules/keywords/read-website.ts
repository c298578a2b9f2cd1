import { createRequire } from 'node:module';
import type { Readability as ReadabilityClass } from '@mozilla/readability';
import type { parseHTML as parseHtmlFn } from 'linkedom';

// The HTML parser and Readability load on the first website read, not with the server (process size).
const require = createRequire(import.meta.url);
const parseHTML: typeof parseHtmlFn = (...args) => (require('linkedom') as { parseHTML: typeof parseHtmlFn }).parseHTML(...args);
const readability = () => (require('@mozilla/readability') as { Readability: typeof ReadabilityClass }).Readability;

/** What Loci reads from a web page for keyword extraction. */
export interface ReadWebsiteResult {
  title: string;
  description?: string;
  ogTitle?: string;
  ogDescription?: string;
  siteName?: string;
  /** The language the page declares: `<html lang>`, else `<meta http-equiv="content-language">`. */
  lang?: string;
  /** h1–h3 texts in document order, deduplicated. */
  headings: string[];
  /** Main text, one block (paragraph, heading, list item) per line. */
  text: string;
}

type ParsedDocument = ReturnType<typeof parseHTML>['document'];
type ParsedElement = NonNullable<ReturnType<ParsedDocument['querySelector']>>;

const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, blockquote, figcaption, td, th, dd, dt';
/** Overlays that are not the page's content: consent banners, newsletter pop-ups, modals. */
const OVERLAYS =
  '[id*="cookie" i], [class*="cookie" i], [id*="consent" i], [class*="consent" i], [class*="gdpr" i], [id*="newsletter" i], [class*="newsletter" i], [class*="popup" i], [class*="modal" i], [role="dialog"]';
const NOISE =
  'script, style, noscript, template, svg, iframe, nav, footer, header, form, button, aside, [role="navigation"], [aria-hidden="true"]';

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function parse(html: string): ParsedDocument {
  // linkedom needs an <html> element for documentElement/body; wrap bare fragments.
  const full = /<html[\s>]/i.test(html) ? html : `<!doctype html><html><head></head><body>${html}</body></html>`;
  const { document } = parseHTML(full);
  for (const el of [...document.querySelectorAll(OVERLAYS)]) el.remove();
  return document;
}

function meta(doc: ParsedDocument, selector: string): string | undefined {
  return clean(doc.querySelector(selector)?.getAttribute('content')) || undefined;
}

/** Text of each block element under `root`, one per line; the root's own text if none. */
function blockText(root: ParsedElement): string {
  const blocks = [...root.querySelectorAll(BLOCKS)]
    // Skip blocks that contain other blocks (a <li> holding <p>s), their children speak.
    .filter((el) => el.querySelector(BLOCKS) === null)
    .map((el) => clean(el.textContent))
    .filter(Boolean);
  return blocks.length > 0 ? blocks.join('\n') : clean(root.textContent);
}

function readableText(html: string, url: string): string | undefined {
  const doc = parse(html);
  // Readability resolves links against documentURI; linkedom leaves it blank.
  Object.defineProperty(doc, 'documentURI', { value: url, configurable: true });
  const Readability = readability();
  const article = new Readability(doc as unknown as ConstructorParameters<typeof ReadabilityClass>[0]).parse();
  if (!article?.content) return undefined;
  const text = blockText(parse(article.content).body as ParsedElement);
  return text || undefined;
}

function bodyText(doc: ParsedDocument): string {
  const body = doc.body as ParsedElement | null;
  if (!body) return '';
  for (const el of [...body.querySelectorAll(NOISE)]) el.remove();
  return blockText(body);
}

/**
 * Reads a page's title, meta and Open Graph tags, headings and main text. The main text comes
 * from Readability; when it finds no article, the body minus navigation, header and footer.
 */
export function readWebsite(html: string, url: string): ReadWebsiteResult {
  const doc = parse(html);
  const headings = [...doc.querySelectorAll('h1, h2, h3')].map((h) => clean(h.textContent)).filter(Boolean);
  const result = {
    title: clean(doc.querySelector('title')?.textContent),
    description: meta(doc, 'meta[name="description" i]'),
    ogTitle: meta(doc, 'meta[property="og:title"]'),
    ogDescription: meta(doc, 'meta[property="og:description"]'),
    siteName: meta(doc, 'meta[property="og:site_name"]'),
    lang: clean(doc.documentElement?.getAttribute('lang')) || meta(doc, 'meta[http-equiv="content-language" i]'),
    headings: [...new Set(headings)],
  };
  let text: string | undefined;
  try {
    text = readableText(html, url);
  } catch {
    text = undefined;
  }
  return { ...result, text: text ?? bodyText(doc) };
}
