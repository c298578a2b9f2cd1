import { headKind, topicModifiers, topicSuffixes } from './vocab/label-parts.js';
import { sectionLenses } from './vocab/section-lens.js';
import { SUN_LABELS } from './vocab/sun-words.js';

/** Common English words of labels: lower case in running text. Names (Kamo, Machiya, Douro) keep their capital. */
const EXTRA = `temple temples shrine shrines garden gardens riverside community local old ancient ancestral
heritage family public market street evening morning long low steady overhead seasonal window facade native courtyard
ground rooftop raking corner shared neighbourhood festival gathering restored carved civic patina period faded stone
craft clay timber shade iron granite wooden moss cedar red brick coral volcanic lagoon beach railway
wind canal arcade cast-iron brownstone sandstone bluestone hillside lakefront waterfront beer bicycle brown tram
high half-timber mint tea morning lime plane tree glazed wrought-iron terracotta steel glass corrugated art deco
colonial moon lattice carved diner backyard dairy villa wooden brick`;

const COMMON = new Set<string>([
  ...EXTRA.split(/\s+/),
  ...Object.values(sectionLenses).flatMap((l) => l.labels.flatMap((x) => x.toLowerCase().split(/\s+/))),
  ...Object.values(topicModifiers).flatMap((ms) => ms.map((m) => m.word.toLowerCase())),
  ...Object.values(topicSuffixes).flatMap((ws) => ws.map((w) => w.toLowerCase())),
  ...SUN_LABELS.flatMap((x) => x.toLowerCase().split(/\s+/)),
]);

function isCommon(word: string): boolean {
  const lower = word.toLowerCase();
  return COMMON.has(lower) || headKind(lower) !== undefined;
}

/**
 * A board label as it reads inside a sentence: "Temple Gardens" → "temple gardens",
 * "Machiya Timber" → "Machiya timber", "Douro Riverbanks" → "Douro riverbanks".
 */
export function proseLabel(label: string): string {
  return label
    .split(/\s+/)
    .map((w) => (isCommon(w) ? w.toLowerCase() : w))
    .join(' ');
}
