import type { FastifyReply } from 'fastify';
import { createTextEncoder } from './encoded-text.js';

/**
 * Sends JSON that is already serialised (by the route's own response schema, e.g. a kept listing):
 * Fastify passes a string with a JSON content type through without serialising it again.
 */
export function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Kept JSON (the Projects listings) compressed once per encoding, not on every request. */
const keptJson = createTextEncoder(256);

/**
 * Sends JSON that is already serialised and kept (a listing from the listing cache), compressed as
 * the request accepts it once per distinct body: `@fastify/compress` would compress the same
 * 20 KB again on every request, which costs more than the rest of the request.
 */
export function sendKeptJson(reply: FastifyReply, body: string): FastifyReply {
  const { body: sent, encoding } = keptJson.encode(body, reply.request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(sent);
}
