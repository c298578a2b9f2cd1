import type { X509Certificate } from '@peculiar/x509';
import { ActionAssertion, IngredientAssertion, type Manifest, type ManifestStore } from '@trustnxt/c2pa-ts/manifest';
import { readStore } from './c2pa-asset.js';
import { verifyStore } from './c2pa-verify.js';
import { type CredentialSummary, IPTC_SOURCE_TYPE_PREFIX } from './credentials.port.js';

/** Reads and validates an image's manifest store into a readable summary; null when it carries none. */
export async function readCredentials(bytes: Buffer): Promise<CredentialSummary | null> {
  const found = readStore(bytes);
  const manifest = found?.store.getActiveManifest();
  if (!found || !manifest) return null;
  const verification = await verifyStore(found);
  const actions = actionsOf(manifest);
  const claim = manifest.claim;
  const errors = verification.failed.map((e) => ({ code: String(e.code), url: e.url, explanation: e.explanation }));
  return {
    claimGenerator: generatorOf(claim),
    title: claim?.title,
    format: claim?.format,
    actions,
    digitalSourceType: actions.find((a) => a.digitalSourceType)?.digitalSourceType,
    ingredients: ingredientsOf(found.store, manifest),
    signer: signerOf(manifest),
    valid: verification.isValid && errors.length === 0,
    errors,
    manifests: found.store.manifests.length,
  };
}

/** "Loci 0.1.0": a claim's generator name and version. */
function generatorOf(claim: Manifest['claim']): string {
  return [claim?.claimGeneratorName, claim?.claimGeneratorVersion].filter(Boolean).join(' ');
}

function actionsOf(manifest: Manifest): CredentialSummary['actions'] {
  return (manifest.assertions?.assertions ?? [])
    .filter((a): a is ActionAssertion => a instanceof ActionAssertion)
    .flatMap((a) => a.actions)
    .map((a) => ({
      action: String(a.action),
      digitalSourceType: a.digitalSourceType ? String(a.digitalSourceType).replace(IPTC_SOURCE_TYPE_PREFIX, '') : undefined,
      softwareAgent: a.softwareAgent ? [a.softwareAgent.name, a.softwareAgent.version].filter(Boolean).join(' ') : undefined,
      description: a.description,
    }));
}

/** The manifest's ingredients, each with the generator of the manifest it carried. */
function ingredientsOf(store: ManifestStore, manifest: Manifest): CredentialSummary['ingredients'] {
  return (manifest.assertions?.assertions ?? [])
    .filter((a): a is IngredientAssertion => a instanceof IngredientAssertion)
    .map((a) => {
      const ref = a.activeManifest?.uri ?? a.c2pa_manifest?.uri;
      const label = ref?.match(/\/c2pa\/([^/]+)/)?.[1];
      const claim = label ? store.getManifestByLabel(label)?.claim : undefined;
      return {
        title: a.title,
        format: a.format,
        relationship: a.relationship,
        claimGenerator: claim ? generatorOf(claim) : undefined,
        instanceId: a.instanceID,
      };
    });
}

function signerOf(manifest: Manifest): CredentialSummary['signer'] {
  const sig = manifest.signature?.signatureData;
  const chain = [sig?.certificate, ...(sig?.chainCertificates ?? [])].filter((c): c is X509Certificate => Boolean(c));
  return {
    commonName: nameOf(sig?.certificate, 'CN'),
    organization: nameOf(sig?.certificate, 'O'),
    issuer: sig?.certificate?.issuerName.getField('CN')[0],
    selfSigned: chain.some((c) => c.subject === c.issuer),
  };
}

function nameOf(cert: X509Certificate | undefined, attr: 'CN' | 'O'): string | undefined {
  return cert?.subjectName.getField(attr)[0];
}
