import { defineModule } from '../../app-module.js';
import { assetFacts, findAssetForUser, linkAsset, unlinkAssets } from '../assets/index.js';
import { canvasRoutes } from './canvas.routes.js';
import { CANVAS_IMAGE_ROLE, type CanvasImages, createCanvas } from './canvas.service.js';
import { canvasDb } from './canvas.tables.js';

/** The Canvas board (issue #47): saved positions, notes, groups, links and free images, per project. */
export const canvasModule = defineModule({
  name: 'canvas',
  needs: ['projectData', 'assets'],
  gives: ['canvasBoard'],
  async register({ app, db }, { projectData, assets }) {
    const images: CanvasImages = {
      usable: async (userId, sha) => (await findAssetForUser(db, sha, userId)) !== undefined,
      link: (projectId, sha) => linkAsset(db, { projectId, sha256: sha, role: CANVAS_IMAGE_ROLE }),
      async release(projectId, sha) {
        await unlinkAssets(db, { projectId, role: CANVAS_IMAGE_ROLE, shas: [sha] });
        await assets.removeIfUnreferenced([sha]);
      },
      facts: (shas) => assetFacts(db, shas),
    };
    const canvas = createCanvas({ db: canvasDb(db), data: projectData, images });
    await app.register(canvasRoutes, { canvas });
    return { canvasBoard: { has: (projectId: string, nodeId: string) => canvas.has(projectId, nodeId) } };
  },
});
