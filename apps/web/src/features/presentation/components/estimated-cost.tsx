import { formatUsd, OFFLINE_NO_COST } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../../lib/config-query';
import { type EstimateAsk, useEstimate } from '../api/get-estimate';
import styles from './board-toolbar.module.css';

/** "Estimated cost: $0.42" before paid work; offline it says there is no cost and asks nothing. */
export function EstimatedCost({ projectId, ask, offline }: { projectId: string; ask: EstimateAsk; offline: boolean }) {
  const estimate = useEstimate(projectId, ask, !offline);
  if (offline) return <p className={styles.estimate}>{OFFLINE_NO_COST}</p>;
  if (!estimate.data) return null;
  if (estimate.data.offline) return <p className={styles.estimate}>{OFFLINE_NO_COST}</p>;
  return <p className={styles.estimate}>Estimated cost: {formatUsd(estimate.data.micro_usd)}</p>;
}

/** The estimate on a screen that is not told whether the provider is offline: the app's settings say. */
export function EstimateFor({ projectId, ask }: { projectId: string; ask: EstimateAsk }) {
  const config = useQuery(configQuery());
  if (!config.data) return null;
  return <EstimatedCost projectId={projectId} ask={ask} offline={Boolean(config.data.offlineAi)} />;
}
