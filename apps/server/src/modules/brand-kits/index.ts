/** Brand kits (issue #48): a studio's kits and studio kit; projects read a kit's values and copy a kit into another studio. */
export { type BrandKitRow, copyKitInto, findKit, findStudioKit, insertKit } from './brand-kits.repository.js';
