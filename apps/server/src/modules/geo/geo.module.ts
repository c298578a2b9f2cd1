import { defineModule } from '../../app-module.js';
import { geoRoutes } from './geo.routes.js';

/** Place search for the map. */
export const geoModule = defineModule({
  name: 'geo',
  needs: [],
  gives: [],
  async register({ app, adapters }) {
    await app.register(geoRoutes, { geocoder: adapters.geocoder });
    return {};
  },
});
