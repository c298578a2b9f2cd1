import { defineModule } from '../../app-module.js';
import { keywordRoutes } from './keywords.routes.js';

/** Keywords and prompts from the brand's website and documents. */
export const keywordsModule = defineModule({
  name: 'keywords',
  needs: [],
  gives: [],
  async register({ app, adapters }) {
    await app.register(keywordRoutes, { fetcher: adapters.websiteFetcher, documents: adapters.documents, geocoder: adapters.geocoder });
    return {};
  },
});
