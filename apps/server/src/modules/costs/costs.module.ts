import { defineModule } from '../../app-module.js';
import { costsRoutes } from './costs.routes.js';
import { createCostsService } from './costs.service.js';
import { configuredImageModel, imagePrice, priceTable } from './prices.js';
import { createSpendCharge } from './spend.js';

/**
 * Prices and budgets (issue #51): the price table, the charge every generated image goes through
 * (given to generation and moodboards as `spend`), the estimate API and a studio's budget and usage.
 */
export const costsModule = defineModule({
  name: 'costs',
  needs: ['ai'],
  gives: ['spend'],
  async register({ app, env, adapters, db, publicUrl }, { ai }) {
    const table = priceTable(env.PRICE_TABLE_JSON);
    const model = configuredImageModel(env);
    // The provider actually wired (tests may swap it), with the model the configuration names.
    const provider = ai.image.provider;
    const image = { provider, model: provider === model.provider ? model.model : provider, microUsd: 0 };
    image.microUsd = imagePrice(table, image.provider, image.model);
    const spend = createSpendCharge({
      db,
      mailer: adapters.mailer,
      publicUrl,
      image,
      log: (err) => app.log.error({ err }, 'budget warning mail failed'),
    });
    const costs = createCostsService({ db, image: { ...image, offline: ai.image.offline } });
    await app.register(costsRoutes, { costs });
    return { spend };
  },
});
