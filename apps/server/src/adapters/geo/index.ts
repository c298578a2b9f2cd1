/** The geo adapter's public face beside its port: place facts as the text model reads them. */
export type { PlaceFacts } from './place-facts.js';
export { getUnplacedFacts } from './place-facts-builder.js';
