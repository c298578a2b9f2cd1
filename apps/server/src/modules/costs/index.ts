/** Prices, estimates and budgets: what generated images cost a studio, and the monthly budget that stops paid work. */
export { type CostsService, createCostsService } from './costs.service.js';
export { DEFAULT_PRICES, imagePrice, type PriceTable, priceTable, textPrice } from './prices.js';
export { createSpendCharge, utcMonth } from './spend.js';
