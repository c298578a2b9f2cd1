import { defineModule } from '../../app-module.js';
import { registerListingCache } from './listing-cache.js';

/** The kept Projects listings: before the routes that write, since each write drops them before it is answered. */
export const listingModule = defineModule({
  name: 'listing',
  needs: [],
  gives: ['listing'],
  async register({ app, env, adapters }) {
    return { listing: await registerListingCache(app, { database: adapters.database, ttlMs: env.LISTING_CACHE_MS }) };
  },
});
