import { p256 } from '@noble/curves/nist.js';
import type { Signer } from '@trustnxt/c2pa-ts/cose';
import { type Action, ActionAssertion, ClaimVersion, DataHashAssertion, ManifestStore } from '@trustnxt/c2pa-ts/manifest';
import { type TimestampProvider, WebTimestampProvider } from '@trustnxt/c2pa-ts/rfc3161';
import { digest, instanceId, openAsset } from './c2pa-asset.js';
import { addIngredients, type Draft, type IngredientRef } from './c2pa-ingredients.js';
import { type CredentialRequest, IPTC_SOURCE_TYPE_PREFIX } from './credentials.port.js';
import type { SigningIdentity } from './signing-identity.js';

/** COSE ES256. */
const ES256 = -7;

type Generator = { name: string; version: string };

/** Who signs and how: the signer, the timestamp authority if any, and the claim generator. */
export interface C2paSigning {
  signer: Signer;
  tsa?: TimestampProvider;
  generator: Generator;
}

/**
 * Signs with RFC 6979 deterministic ECDSA (noble), so the same image and lineage always give the
 * same signed bytes: content-addressed storage still dedupes identical uploads.
 */
function deterministicSigner(id: SigningIdentity): Signer {
  return {
    algorithm: ES256,
    certificate: id.certificate,
    chainCertificates: id.chain,
    async sign(payload: Uint8Array) {
      return p256.sign(payload, id.privateKey, { prehash: true, format: 'compact' });
    },
  };
}

export function createSigning(opts: { identity: SigningIdentity; generator: Generator; tsaUrl?: string }): C2paSigning {
  const signer = deterministicSigner(opts.identity);
  const web = opts.tsaUrl ? new WebTimestampProvider(opts.tsaUrl) : undefined;
  // An authority that cannot be reached (or refuses) leaves that signature without a timestamp: it
  // never stops an image from being stored. (With one, signing is no longer repeatable: each
  // timestamp is new.)
  const tsa: TimestampProvider | undefined = web && {
    getSignedTimestamp: (request) => web.getSignedTimestamp(request).catch(() => undefined),
  };
  return { signer, tsa, generator: opts.generator };
}

/** Embeds a signed manifest of the request's lineage into its bytes (same format). */
export async function signImage(signing: C2paSigning, req: CredentialRequest): Promise<Buffer> {
  const asset = openAsset(req.bytes);
  if (!asset) throw new Error('Content Credentials: only JPEG and PNG can be signed.');
  const draft = newDraft(signing, req);
  const refs = await addIngredients(draft, req.ingredients);
  const actionAssertion = new ActionAssertion();
  actionAssertion.actions = actionsFor(req, refs, signing.generator);
  draft.manifest.addAssertion(actionAssertion);

  const binding = DataHashAssertion.create('SHA-256');
  draft.manifest.addAssertion(binding);
  await asset.ensureManifestSpace(draft.store.measureSize());
  await binding.updateWithAsset(asset);
  await draft.manifest.sign(signing.signer, signing.tsa);
  await asset.writeManifestJUMBF(draft.store.getBytes());
  return Buffer.from(await asset.getDataRange());
}

/** A new store and its manifest, whose instance ID and label come from what is signed, so signing is repeatable. */
function newDraft(signing: C2paSigning, req: CredentialRequest): Draft {
  const store = new ManifestStore();
  const id = digest(
    req.bytes,
    JSON.stringify({
      ...req,
      bytes: undefined,
      ingredients: req.ingredients.map((i) => [i.title, i.relationship, i.bytes ? digest(i.bytes) : [i.format, i.instanceId]]),
    }),
  );
  const manifest = store.createManifest({
    claimVersion: ClaimVersion.V2,
    assetFormat: req.contentType,
    instanceID: instanceId(id),
    defaultHashAlgorithm: 'SHA-256',
    signer: signing.signer,
  });
  manifest.label = `urn:c2pa:${instanceId(digest('label', id)).slice('xmp:iid:'.length)}`;
  if (!manifest.claim) throw new Error('Content Credentials: no claim');
  manifest.claim.claimGeneratorName = signing.generator.name;
  manifest.claim.claimGeneratorVersion = signing.generator.version;
  return { store, manifest };
}

/** What Loci did: opened and edited the parent, or created the image; then placed the components. */
function actionsFor(req: CredentialRequest, refs: IngredientRef[], generator: Generator): Action[] {
  const parent = refs.find((r) => r.relationship === 'parentOf');
  const components = refs.filter((r) => r.relationship === 'componentOf');
  const agent = req.agent ? { name: req.agent } : { name: generator.name, version: generator.version };
  const sourceType = req.sourceType ? `${IPTC_SOURCE_TYPE_PREFIX}${req.sourceType}` : undefined;
  const actions: Action[] = [];
  if (parent) {
    actions.push({ action: 'c2pa.opened', parameters: { ingredients: [parent.uri] } } as Action);
    actions.push({
      action: 'c2pa.edited',
      softwareAgent: agent,
      ...(sourceType ? { digitalSourceType: sourceType } : {}),
      ...(req.edit ? { description: req.edit } : {}),
    } as Action);
  } else {
    actions.push({
      action: 'c2pa.created',
      softwareAgent: agent,
      digitalSourceType: sourceType ?? `${IPTC_SOURCE_TYPE_PREFIX}algorithmicMedia`,
    } as Action);
    if (req.edit) actions.push({ action: 'c2pa.edited', softwareAgent: agent, description: req.edit } as Action);
  }
  if (components.length) {
    actions.push({ action: 'c2pa.placed', softwareAgent: agent, parameters: { ingredients: components.map((c) => c.uri) } } as Action);
  }
  return actions;
}
