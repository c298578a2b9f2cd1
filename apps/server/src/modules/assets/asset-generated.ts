import { type AssetServiceDeps, normalise, persist, type StoredAsset } from './asset-persist.js';
import { type CredentialIngredient, digitalSourceType, withCredentials } from './content-credentials.js';
import { markAiGenerated } from './provenance.js';

/** Who made a generated image and from which images (the C2PA lineage). */
export interface GeneratedOrigin {
  prompt: string;
  provider: string;
  model?: string;
  /** The image model's `offline` flag (the offline study model → algorithmicMedia). */
  offline?: boolean;
  /** Images it was made from: moodboard images (componentOf), a previous render (parentOf). */
  ingredients?: CredentialIngredient[];
  /** What Loci did to it, in words for the credentials' edit action (default: it added the visible mark). */
  edit?: string;
  /** The bytes already show Loci's visible mark (an upscaled render): only the metadata and credentials are added. */
  markedAlready?: boolean;
}

/** An AI-generated image: visible mark + IPTC DigitalSourceType XMP, then stored as marked. */
export async function storeGenerated(deps: AssetServiceDeps, bytes: Buffer, origin: GeneratedOrigin): Promise<StoredAsset> {
  const { credentials } = deps;
  const image = await normalise(bytes, deps.limits);
  const marked = await markAiGenerated(image.bytes, origin);
  // A provider's own manifest (gpt-image) is kept: its output becomes the parent ingredient.
  const provided = credentials?.hasManifest(bytes)
    ? [{ bytes, title: `${origin.provider} output`, relationship: 'parentOf' as const }]
    : [];
  const signed = await withCredentials(
    credentials,
    { bytes: marked, contentType: image.contentType },
    {
      sourceType: digitalSourceType(origin),
      agent: [origin.provider, origin.model].filter(Boolean).join(' '),
      edit: origin.edit ?? 'Loci added the visible mark.',
      ingredients: [...provided, ...(origin.ingredients ?? [])],
    },
  );
  return persist(deps, signed, image, {
    origin: 'generated',
    provider: origin.provider,
    prompt: origin.prompt,
    licence: null,
    credit: null,
    source_url: null,
  });
}
