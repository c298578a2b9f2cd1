import { defineModule } from '../../app-module.js';
import { assetFacts, findAssetForUser, linkAsset, linkedAssets, unlinkAssets } from '../assets/index.js';
import { canvasRoutes } from './canvas.routes.js';
import { CANVAS_IMAGE_ROLE, CANVAS_PICTURE_ROLE, type CanvasImages, createCanvas } from './canvas.service.js';
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
      async picture(projectId) {
        const [link] = await linkedAssets(db, projectId, [CANVAS_PICTURE_ROLE]);
        return link ? { sha: link.sha256, savedAt: link.created_at } : null;
      },
      async storePicture(projectId, bytes) {
        // The studio's own drawing of its board (never AI): kept like a photo, with a credit that says what it is.
        const stored = await assets.storeUserPhoto(bytes, {
          credit: 'The studio’s Canvas board, drawn by Loci in the browser',
          licence: '',
        });
        const before = await linkedAssets(db, projectId, [CANVAS_PICTURE_ROLE]);
        const old = before.map((l) => l.sha256).filter((sha) => sha !== stored.sha256);
        await unlinkAssets(db, { projectId, role: CANVAS_PICTURE_ROLE, shas: before.map((l) => l.sha256) });
        await linkAsset(db, { projectId, sha256: stored.sha256, role: CANVAS_PICTURE_ROLE });
        if (old.length) await assets.removeIfUnreferenced(old);
        const [link] = await linkedAssets(db, projectId, [CANVAS_PICTURE_ROLE]);
        return { sha: stored.sha256, savedAt: link?.created_at ?? new Date() };
      },
    };
    const canvas = createCanvas({ db: canvasDb(db), data: projectData, images });
    await app.register(canvasRoutes, { canvas });
    return {
      canvasBoard: {
        has: (projectId: string, nodeId: string) => canvas.has(projectId, nodeId),
        deckPicture: (projectId: string) => canvas.deckPicture(projectId),
      },
    };
  },
});
