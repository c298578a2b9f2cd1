import type { CostRow } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { madeOf, spendByMonth, spendByPerson } from './spend-bars';

const line = (month: string, user_id: string, person: string, micro_usd: number, project = 'Quay'): CostRow => ({
  month,
  user_id,
  person,
  project_id: project,
  project,
  provider: 'openai',
  model: 'gpt-image-1',
  images: micro_usd / 50_000,
  input_tokens: 0,
  output_tokens: 0,
  micro_usd,
});

const rows = [
  line('2026-11', 'ada', 'Ada', 400_000),
  line('2026-11', 'ada', 'Ada', 100_000, 'Mill'),
  line('2026-11', 'bo', 'Bo', 250_000),
  line('2026-10', 'bo', 'Bo', 1_000_000),
  line('2026-09', 'ada', 'Ada', 0),
];

describe('spend bars', () => {
  it('adds up each month, newest first, with the longest bar at 1', () => {
    expect(spendByMonth(rows)).toEqual([
      { key: '2026-11', label: '2026-11', microUsd: 750_000, share: 0.75 },
      { key: '2026-10', label: '2026-10', microUsd: 1_000_000, share: 1 },
      { key: '2026-09', label: '2026-09', microUsd: 0, share: 0 },
    ]);
    expect(spendByMonth(rows, 1).map((b) => b.key)).toEqual(['2026-11']);
  });

  it('adds up one month per person, most first, across projects', () => {
    expect(spendByPerson(rows, '2026-11')).toEqual([
      { key: 'ada', label: 'Ada', microUsd: 500_000, share: 1 },
      { key: 'bo', label: 'Bo', microUsd: 250_000, share: 0.5 },
    ]);
    expect(spendByPerson(rows, '2025-01')).toEqual([]);
  });

  it('a month of free work only draws no bar', () => {
    expect(spendByMonth([line('2026-11', 'ada', 'Ada', 0)])).toEqual([{ key: '2026-11', label: '2026-11', microUsd: 0, share: 0 }]);
  });
});

describe('madeOf', () => {
  it('says what a spend line paid for: images, or a text model’s tokens', () => {
    const base = line('2026-11', 'u1', 'Ada', 50_000);
    expect(madeOf({ ...base, images: 1 })).toBe('1 image');
    expect(madeOf({ ...base, images: 1200 })).toBe('1,200 images');
    expect(madeOf({ ...base, images: 0, input_tokens: 1200, output_tokens: 300 })).toBe('1,500 tokens');
  });
});
