/** Personal access tokens: the module's public face (its table is its own, tokens.tables.ts). */
export { registerTokenWorkspaces } from './token-workspaces.js';
export { projectWorkspace } from './tokens.repository.js';
export { tokenRoutes } from './tokens.routes.js';
export { createTokenService, personalTokenIn, type TokenService } from './tokens.service.js';
export { tokensDb } from './tokens.tables.js';
