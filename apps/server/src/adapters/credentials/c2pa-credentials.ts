import { createHash } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import type { X509Certificate } from '@peculiar/x509';
import { type Asset, JPEG, PNG } from '@trustnxt/c2pa-ts/asset';
import type { Signer } from '@trustnxt/c2pa-ts/cose';
import { SuperBox } from '@trustnxt/c2pa-ts/jumbf';
import {
  type Action,
  ActionAssertion,
  ClaimVersion,
  DataHashAssertion,
  IngredientAssertion,
  type Manifest,
  ManifestStore,
  RelationshipType,
} from '@trustnxt/c2pa-ts/manifest';
import { type TimestampProvider, WebTimestampProvider } from '@trustnxt/c2pa-ts/rfc3161';
import { type ContentCredentials, type CredentialRequest, type CredentialSummary, IPTC_SOURCE_TYPE_PREFIX } from './credentials.port.js';
import type { SigningIdentity } from './signing-identity.js';

/** COSE ES256. */
const ES256 = -7;

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

function openAsset(bytes: Uint8Array): Asset | null {
  if (JPEG.canRead(bytes)) return new JPEG(bytes);
  if (PNG.canRead(bytes)) return new PNG(bytes);
  return null;
}

function readStore(bytes: Uint8Array): { store: ManifestStore; asset: Asset } | null {
  const asset = openAsset(bytes);
  const jumbf = asset?.getManifestJUMBF();
  if (!asset || !jumbf) return null;
  try {
    return { store: ManifestStore.read(SuperBox.fromBuffer(jumbf as Uint8Array<ArrayBuffer>)), asset };
  } catch {
    return null;
  }
}

function formatOf(bytes: Uint8Array): string {
  return PNG.canRead(bytes) ? 'image/png' : 'image/jpeg';
}

function digest(...parts: (Uint8Array | string)[]): string {
  const hash = createHash('sha256');
  for (const p of parts) hash.update(p);
  return hash.digest('hex');
}

/** `xmp:iid:` from a hash, formatted like a UUID (deterministic). */
function instanceId(hex: string): string {
  return `xmp:iid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function nameOf(cert: X509Certificate | undefined, attr: 'CN' | 'O'): string | undefined {
  return cert?.subjectName.getField(attr)[0];
}

export interface C2paCredentialsOptions {
  identity: SigningIdentity;
  /** "Loci" and the app version: the claim generator. */
  generator: { name: string; version: string };
  /** RFC 3161 timestamp authority; none by default. */
  tsaUrl?: string;
}

/** Content Credentials with @trustnxt/c2pa-ts (pure TypeScript): JPEG and PNG, c2pa.hash.data binding. */
export function createC2paCredentials(opts: C2paCredentialsOptions): ContentCredentials {
  const signer = deterministicSigner(opts.identity);
  const web = opts.tsaUrl ? new WebTimestampProvider(opts.tsaUrl) : undefined;
  // An authority that cannot be reached (or refuses) leaves that signature without a timestamp: it
  // never stops an image from being stored. (With one, signing is no longer repeatable: each
  // timestamp is new.)
  const tsa: TimestampProvider | undefined = web && {
    getSignedTimestamp: (request) => web.getSignedTimestamp(request).catch(() => undefined),
  };

  async function sign(req: CredentialRequest): Promise<Buffer> {
    const asset = openAsset(req.bytes);
    if (!asset) throw new Error('Content Credentials: only JPEG and PNG can be signed.');
    const store = new ManifestStore();
    const id = digest(
      req.bytes,
      JSON.stringify({
        ...req,
        bytes: undefined,
        ingredients: req.ingredients.map((i) => [i.title, i.relationship, i.bytes ? digest(i.bytes) : [i.format, i.instanceId]]),
      }),
    );
    const manifest: Manifest = store.createManifest({
      claimVersion: ClaimVersion.V2,
      assetFormat: req.contentType,
      instanceID: instanceId(id),
      defaultHashAlgorithm: 'SHA-256',
      signer,
    });
    // The label, like the instance ID, comes from what is signed, so signing is repeatable.
    manifest.label = `urn:c2pa:${instanceId(digest('label', id)).slice('xmp:iid:'.length)}`;
    if (!manifest.claim) throw new Error('Content Credentials: no claim');
    manifest.claim.claimGeneratorName = opts.generator.name;
    manifest.claim.claimGeneratorVersion = opts.generator.version;

    const refs: { relationship: string; uri: ReturnType<Manifest['createAssertionReference']> }[] = [];
    for (const [i, ing] of req.ingredients.entries()) {
      const format = ing.bytes ? formatOf(ing.bytes) : (ing.format ?? 'image/jpeg');
      const assertion = IngredientAssertion.createV3(
        ing.relationship === 'parentOf' ? RelationshipType.ParentOf : RelationshipType.ComponentOf,
      );
      assertion.title = ing.title;
      assertion.format = format;
      assertion.instanceID = ing.instanceId ?? instanceId(digest(ing.bytes ?? ing.title));
      if (i > 0) assertion.labelSuffix = i;
      const carried = ing.bytes ? readStore(ing.bytes) : null;
      const active = carried?.store.getActiveManifest();
      if (carried && active?.label) {
        // Keep the ingredient's own manifests (a provider's, a camera's) and point at its active one.
        const validation = await carried.store.validate(carried.asset).catch(() => null);
        for (const m of carried.store.manifests) {
          if (m.label && !store.getManifestByLabel(m.label)) store.manifests.splice(store.manifests.length - 1, 0, m);
        }
        assertion.activeManifest = manifest.createHashedReference(`/c2pa/${active.label}`);
        assertion.claimSignature = manifest.createHashedReference(`/c2pa/${active.label}/c2pa.signature`);
        assertion.validationResults = {
          activeManifest: {
            success: (validation?.statusEntries ?? []).filter((e) => !isFailure(e.code)).map((e) => ({ code: e.code, url: e.url })),
            informational: [],
            failure: (validation?.statusEntries ?? []).filter((e) => isFailure(e.code)).map((e) => ({ code: e.code, url: e.url })),
          },
        } as IngredientAssertion['validationResults'];
      }
      manifest.addAssertion(assertion);
      refs.push({ relationship: ing.relationship, uri: manifest.createAssertionReference(assertion) });
    }

    const parent = refs.find((r) => r.relationship === 'parentOf');
    const components = refs.filter((r) => r.relationship === 'componentOf');
    const agent = req.agent ? { name: req.agent } : { name: opts.generator.name, version: opts.generator.version };
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
    const actionAssertion = new ActionAssertion();
    actionAssertion.actions = actions;
    manifest.addAssertion(actionAssertion);

    const binding = DataHashAssertion.create('SHA-256');
    manifest.addAssertion(binding);
    await asset.ensureManifestSpace(store.measureSize());
    await binding.updateWithAsset(asset);
    await manifest.sign(signer, tsa);
    await asset.writeManifestJUMBF(store.getBytes());
    return Buffer.from(await asset.getDataRange());
  }

  async function read(bytes: Buffer): Promise<CredentialSummary | null> {
    const found = readStore(bytes);
    const manifest = found?.store.getActiveManifest();
    if (!found || !manifest) return null;
    const result = await found.store.validate(found.asset).catch(() => null);
    const actions = (manifest.assertions?.assertions ?? [])
      .filter((a): a is ActionAssertion => a instanceof ActionAssertion)
      .flatMap((a) => a.actions)
      .map((a) => ({
        action: String(a.action),
        digitalSourceType: a.digitalSourceType ? String(a.digitalSourceType).replace(IPTC_SOURCE_TYPE_PREFIX, '') : undefined,
        softwareAgent: a.softwareAgent ? [a.softwareAgent.name, a.softwareAgent.version].filter(Boolean).join(' ') : undefined,
        description: a.description,
      }));
    const ingredients = (manifest.assertions?.assertions ?? [])
      .filter((a): a is IngredientAssertion => a instanceof IngredientAssertion)
      .map((a) => {
        const ref = a.activeManifest?.uri ?? a.c2pa_manifest?.uri;
        const label = ref?.match(/\/c2pa\/([^/]+)/)?.[1];
        const claim = label ? found.store.getManifestByLabel(label)?.claim : undefined;
        return {
          title: a.title,
          format: a.format,
          relationship: a.relationship,
          claimGenerator: claim ? [claim.claimGeneratorName, claim.claimGeneratorVersion].filter(Boolean).join(' ') : undefined,
          instanceId: a.instanceID,
        };
      });
    const sig = manifest.signature?.signatureData;
    const chain = [sig?.certificate, ...(sig?.chainCertificates ?? [])].filter((c): c is X509Certificate => Boolean(c));
    const claim = manifest.claim;
    const errors = (result?.statusEntries ?? [])
      .filter((e) => isFailure(e.code))
      .map((e) => ({ code: String(e.code), url: e.url, explanation: e.explanation }));
    return {
      claimGenerator: [claim?.claimGeneratorName, claim?.claimGeneratorVersion].filter(Boolean).join(' '),
      title: claim?.title,
      format: claim?.format,
      actions,
      digitalSourceType: actions.find((a) => a.digitalSourceType)?.digitalSourceType,
      ingredients,
      signer: {
        commonName: nameOf(sig?.certificate, 'CN'),
        organization: nameOf(sig?.certificate, 'O'),
        issuer: sig?.certificate?.issuerName.getField('CN')[0],
        selfSigned: chain.some((c) => c.subject === c.issuer),
      },
      valid: Boolean(result?.isValid) && errors.length === 0,
      errors,
      manifests: found.store.manifests.length,
    };
  }

  return {
    selfSigned: opts.identity.selfSigned,
    sign,
    read,
    hasManifest: (bytes) => Boolean(openAsset(bytes)?.getManifestJUMBF()),
  };
}

/** Failure codes per C2PA: everything that is not a success or informational code. */
function isFailure(code: string): boolean {
  return !/(\.validated|\.match|\.trusted|\.insideValidity|\.notRevoked|\.success|\.untrusted)$/i.test(code);
}
