import { defineModule, type SlotSettledListener } from '../../app-module.js';
import { boardPageRestorer, boardSlotRestorer, createGeneration } from './generation.js';
import { generationRoutes } from './generation.routes.js';

/**
 * Boards: the generation service, its routes, its durable worker, how a board slot or page is restored
 * from history, and a point where modules after it hear of each slot a worker settles (awaited by the worker).
 */
export const generationModule = defineModule({
  name: 'generation',
  needs: ['ai', 'live', 'assets', 'projects', 'spend'],
  gives: ['generation', 'boardRestore', 'slotSettled'],
  async register({ app, env, adapters, db }, { ai, live, assets, projects, spend }) {
    const listeners: SlotSettledListener[] = [];
    const generation = createGeneration({
      db,
      assets,
      projects,
      // Each text call on a paid model is priced to the member and project it is for.
      ai: { ...ai, text: spend.meterText(ai.text) },
      geocoder: adapters.geocoder,
      photoDownloader: adapters.photoDownloader,
      dailyQuota: { user: env.GENERATION_DAILY_QUOTA, workspace: env.WORKSPACE_DAILY_QUOTA, spend },
      uploadMaxBytes: env.UPLOAD_MAX_BYTES,
      onError: (err) => app.log.error({ err }, 'generation worker error'),
      onSlotSettled: async (slot) => {
        const { projectId, section, kind, idx } = slot;
        void live.hub
          .publish({ projectId, kind: 'slot.settled', payload: { section, kind, idx } })
          .catch((err) => app.log.warn({ err }, 'could not announce a settled slot'));
        for (const listener of listeners) await listener(slot);
      },
    });
    await app.register(generationRoutes, { generation });
    return {
      generation,
      boardRestore: { slot: boardSlotRestorer({ db, assets }), page: boardPageRestorer({ db, assets }) },
      slotSettled: { listen: (listener: SlotSettledListener) => void listeners.push(listener) },
    };
  },
  startWorkers({ env }, { generation }) {
    return [generation.startWorker({ concurrency: env.GENERATION_CONCURRENCY })];
  },
});
