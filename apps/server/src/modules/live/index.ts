export type { LiveHub, LiveLimits } from './live-hub.js';
export { registerLive } from './live.plugin.js';
