export { hasLibraryPhoto } from './photos.repository.js';
