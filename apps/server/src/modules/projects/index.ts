/** Projects: their rows, ownership checks and brand uploads. */
export { readBrandBookText } from './brand-book.js';
export { type ListingCache, registerListingCache } from './listing-cache.js';
export { registerProjectScope, requireProjectAccess } from './project-scope.js';
export {
  findProjectById,
  findProjectWithBrand,
  lockProjectRow,
  PROJECT_FILE,
  type ProjectRow,
  type ProjectView,
} from './projects.repository.js';
export { createProjectService, type ProjectDataSource, type ProjectService } from './projects.service.js';
