export { registerLive } from './live.plugin.js';
export type { LiveHub, LiveLimits } from './live-hub.js';
