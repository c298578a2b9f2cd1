import type { CostRow } from '@loci/shared';

/** One bar of a spend chart: what it is, its amount in micro-USD and its length against the longest (0–1). */
export interface SpendBar {
  key: string;
  label: string;
  microUsd: number;
  share: number;
}

function bars(totals: Map<string, { label: string; microUsd: number }>): SpendBar[] {
  const max = Math.max(0, ...[...totals.values()].map((t) => t.microUsd));
  return [...totals].map(([key, t]) => ({ key, label: t.label, microUsd: t.microUsd, share: max > 0 ? t.microUsd / max : 0 }));
}

function add(totals: Map<string, { label: string; microUsd: number }>, key: string, label: string, microUsd: number): void {
  const seen = totals.get(key);
  totals.set(key, { label, microUsd: (seen?.microUsd ?? 0) + microUsd });
}

/** Spend per month, newest first, at most `months` of them (the lines come newest month first). */
export function spendByMonth(rows: CostRow[], months = 12): SpendBar[] {
  const totals = new Map<string, { label: string; microUsd: number }>();
  for (const row of rows) add(totals, row.month, row.month, row.micro_usd);
  const newestFirst = new Map([...totals].sort(([a], [b]) => b.localeCompare(a)).slice(0, months));
  return bars(newestFirst);
}

/** One month's spend per person, most first (a person's name may repeat: keyed by id). */
export function spendByPerson(rows: CostRow[], month: string): SpendBar[] {
  const totals = new Map<string, { label: string; microUsd: number }>();
  for (const row of rows) if (row.month === month) add(totals, row.user_id, row.person, row.micro_usd);
  return bars(new Map([...totals].sort(([, a], [, b]) => b.microUsd - a.microUsd)));
}

/** What a spend line paid for: its images, or a text model's tokens (in and out). */
export function madeOf(r: CostRow): string {
  const tokens = r.input_tokens + r.output_tokens;
  if (r.images === 0 && tokens > 0) return `${tokens.toLocaleString('en')} tokens`;
  return r.images === 1 ? '1 image' : `${r.images.toLocaleString('en')} images`;
}
