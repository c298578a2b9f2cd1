import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already serialised (by the route's own response schema, e.g. a kept listing):
 * Fastify passes a string with a JSON content type through without serialising it again.
 */
export function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
