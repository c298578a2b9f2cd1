import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChargeTo } from './usage.js';

/** Who the work running now is charged to: read when a charge is made (a request's project is known only once its guard ran). */
type ChargeScope = () => ChargeTo | undefined;

const scopes = new AsyncLocalStorage<ChargeScope>();

/**
 * Runs `fn` (and everything it starts) as work charged to `who`: a request (the signed-in member
 * and the project its guard checked) or a background job (who started it). A text call on a paid
 * model inside is priced to them (`SpendCharge.meterText`).
 */
export function runChargedTo<T>(who: ChargeScope, fn: () => T): T {
  return scopes.run(who, fn);
}

/** Who the running work is charged to; undefined outside any (a start-up task) or before sign-in. */
export function currentChargeTo(): ChargeTo | undefined {
  return scopes.getStore()?.();
}
