/**
 * The access declaration every route will carry (the teams work adds it app-wide and checks it at
 * start-up). Until it lands, the review routes declare it anyway, typed here.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'project'; scope: 'params' | 'body'; need: 'view' | 'edit' | 'manage' }
  | { kind: 'workspace'; need: 'view' | 'edit' | 'manage' }
  | { kind: 'link' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route authorised by a review link's token, for the test that walks them all. */
    reviewLinkRoutes: { method: string; url: string }[];
  }
}
