import type { FastifyRequest } from 'fastify';

/**
 * Typed accessors for what a route's guard put on the request, instead of `request.user!`.
 * The guard (requireUser, requireProject — declared by the route's access) runs first; reaching a
 * handler without it is a wiring mistake in the server, so it fails loudly (500) rather than
 * acting for nobody.
 */
export function signedInUser(request: Pick<FastifyRequest, 'user'>): NonNullable<FastifyRequest['user']> {
  if (!request.user) throw new Error('no signed-in user on the request (requireUser did not run)');
  return request.user;
}

/** The project a project-scoped route acts on (set by requireProject), with the caller's role. */
export function scopedProject(request: Pick<FastifyRequest, 'project'>): NonNullable<FastifyRequest['project']> {
  if (!request.project) throw new Error('no project scope on the request (requireProject did not run)');
  return request.project;
}
