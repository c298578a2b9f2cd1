import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ImageRequester, type ImageWorkLimits, imageWork, runAsRequest } from './image-work.js';

/**
 * Sets the process's image queue limits and makes each request's image work known as that
 * request's (its user, once auth has run), releasing the user's heavy slot when it ends.
 */
async function imageWorkPlugin(app: FastifyInstance, limits: ImageWorkLimits): Promise<void> {
  imageWork.configure(limits);
  const requesters = new WeakMap<FastifyRequest, ImageRequester>();
  app.addHook('onRequest', (request, _reply, done) => {
    const requester: ImageRequester = { userId: () => request.user?.id };
    requesters.set(request, requester);
    runAsRequest(requester, done);
  });
  const release = async (request: FastifyRequest) => {
    const requester = requesters.get(request);
    if (requester) imageWork.release(requester);
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}

export default fp(imageWorkPlugin, { name: 'image-work' });
