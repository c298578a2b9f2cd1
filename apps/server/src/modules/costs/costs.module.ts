import { defineModule } from '../../app-module.js';
import { chargeScopePlugin } from './charge-scope.plugin.js';
import { costsRoutes } from './costs.routes.js';
import { createCostsService } from './costs.service.js';
import { configuredImageModel, configuredTextModel, imagePrice, priceTable, textPrice } from './prices.js';
import { createSpendCharge } from './spend.js';

/**
 * Prices and budgets (issue #51): the price table, the charge every generated image goes through
 * and the meter on every text call (given to generation and moodboards as `spend`), the estimate
 * API and a studio's budget and usage.
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
    const configuredText = configuredTextModel(env);
    const textModel = ai.text.provider === configuredText.provider ? configuredText.model : ai.text.provider;
    const text = {
      provider: ai.text.provider,
      model: textModel,
      price: (tokens: { input: number; output: number }) => textPrice(table, ai.text.provider, textModel, tokens),
    };
    // Each request's work is charged to its member and the project its guard checked.
    await app.register(chargeScopePlugin);
    const spend = createSpendCharge({
      db,
      mailer: adapters.mailer,
      publicUrl,
      image,
      text,
      log: (err) => app.log.error({ err }, 'budget warning mail failed'),
    });
    const costs = createCostsService({ db, image: { ...image, offline: ai.image.offline } });
    await app.register(costsRoutes, { costs });
    return { spend };
  },
});
