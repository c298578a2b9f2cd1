import {
  IngredientAssertion,
  type Manifest,
  type ManifestStore,
  RelationshipType,
  type ValidationStatusEntry,
} from '@trustnxt/c2pa-ts/manifest';
import { digest, type FoundStore, formatOf, instanceId, readStoreWithinBounds } from './c2pa-asset.js';
import { verifyStore } from './c2pa-verify.js';
import type { CredentialIngredient } from './credentials.port.js';

/** The store being signed and its (active) manifest. */
export interface Draft {
  store: ManifestStore;
  manifest: Manifest;
}

/** An ingredient assertion as the actions point at it. */
export interface IngredientRef {
  relationship: string;
  uri: ReturnType<Manifest['createAssertionReference']>;
}

/** Adds an ingredient assertion per ingredient (carrying the manifests it has) and answers the references to them. */
export async function addIngredients(draft: Draft, ingredients: CredentialIngredient[]): Promise<IngredientRef[]> {
  const refs: IngredientRef[] = [];
  for (const [i, ing] of ingredients.entries()) {
    const assertion = ingredientAssertion(ing, i);
    // A foreign manifest past the parse bounds is left out: the image is stored without it.
    const carried = ing.bytes ? readStoreWithinBounds(ing.bytes) : null;
    if (carried) await carryManifests(draft, assertion, carried);
    draft.manifest.addAssertion(assertion);
    refs.push({ relationship: ing.relationship, uri: draft.manifest.createAssertionReference(assertion) });
  }
  return refs;
}

function ingredientAssertion(ing: CredentialIngredient, index: number): IngredientAssertion {
  const assertion = IngredientAssertion.createV3(
    ing.relationship === 'parentOf' ? RelationshipType.ParentOf : RelationshipType.ComponentOf,
  );
  assertion.title = ing.title;
  assertion.format = ing.bytes ? formatOf(ing.bytes) : (ing.format ?? 'image/jpeg');
  assertion.instanceID = ing.instanceId ?? instanceId(digest(ing.bytes ?? ing.title));
  if (index > 0) assertion.labelSuffix = index;
  return assertion;
}

/** Keeps the ingredient's own manifests (a provider's, a camera's) and points its assertion at its active one. */
async function carryManifests(draft: Draft, assertion: IngredientAssertion, carried: FoundStore): Promise<void> {
  const { store, manifest } = draft;
  const active = carried.store.getActiveManifest();
  if (!active?.label) return;
  const validation = await verifyStore(carried);
  for (const m of carried.store.manifests) {
    if (m.label && !store.getManifestByLabel(m.label)) store.manifests.splice(store.manifests.length - 1, 0, m);
  }
  assertion.activeManifest = manifest.createHashedReference(`/c2pa/${active.label}`);
  assertion.claimSignature = manifest.createHashedReference(`/c2pa/${active.label}/c2pa.signature`);
  const status = (e: ValidationStatusEntry) => ({ code: e.code, url: e.url });
  assertion.validationResults = {
    activeManifest: { success: validation.passed.map(status), informational: [], failure: validation.failed.map(status) },
  } as IngredientAssertion['validationResults'];
}
