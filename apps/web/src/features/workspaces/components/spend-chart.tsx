import { type CostRow, formatUsd } from '@loci/shared';
import { useId } from 'react';
import { type SpendBar, spendByMonth, spendByPerson } from '../model/spend-bars';
import styles from './spend-chart.module.css';

function Bars({ title, bars }: { title: string; bars: SpendBar[] }) {
  const id = useId();
  if (bars.length === 0) return null;
  return (
    <figure className={styles.chart} aria-labelledby={id}>
      <figcaption id={id} className={styles.caption}>
        {title}
      </figcaption>
      <ul className={styles.bars}>
        {bars.map((bar) => (
          <li key={bar.key} className={styles.row}>
            <span className={styles.label}>{bar.label}</span>
            <span className={styles.track} aria-hidden>
              <span className={styles.bar} style={{ inlineSize: `${Math.max(bar.share * 100, bar.microUsd > 0 ? 1 : 0)}%` }} />
            </span>
            <span className={styles.amount}>{formatUsd(bar.microUsd)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** Spend at a glance above the lines: each month's total, and this month's per person. */
export function SpendChart({ rows, month }: { rows: CostRow[]; month: string }) {
  return (
    <div className={styles.charts}>
      <Bars title="Spend by month" bars={spendByMonth(rows)} />
      <Bars title={`Spend by person in ${month}`} bars={spendByPerson(rows, month)} />
    </div>
  );
}
