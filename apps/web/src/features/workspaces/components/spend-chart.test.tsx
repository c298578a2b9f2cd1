import type { CostRow } from '@loci/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpendChart } from './spend-chart';

const line = (month: string, user_id: string, person: string, micro_usd: number): CostRow => ({
  month,
  user_id,
  person,
  project_id: 'p',
  project: 'Quay',
  provider: 'openai',
  model: 'gpt-image-1',
  images: 1,
  input_tokens: 0,
  output_tokens: 0,
  micro_usd,
});

describe('SpendChart', () => {
  it('draws each month and this month’s people as labelled bars, the largest full length', () => {
    render(<SpendChart month="2026-11" rows={[line('2026-11', 'ada', 'Ada', 300_000), line('2026-10', 'bo', 'Bo', 600_000)]} />);
    const months = screen.getByRole('figure', { name: 'Spend by month' });
    const rows = within(months).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['2026-11$0.30', '2026-10$0.60']);
    const widths = rows.map((r) => (r.querySelector('[aria-hidden] > span') as HTMLElement).style.inlineSize);
    expect(widths).toEqual(['50%', '100%']);
    const people = screen.getByRole('figure', { name: 'Spend by person in 2026-11' });
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(['Ada$0.30']);
  });
});
