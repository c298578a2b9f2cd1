import type { ContextSectionData } from '@loci/shared';

/** A Context board with these images (the second one credited), for presenter tests. */
export function context(images: string[]): ContextSectionData {
  const n = images.length;
  return {
    description: 'Lisbon reads its history in tiles.',
    imagePrompts: images.map((_, i) => `prompt ${i}`),
    imageLabels: images.map((_, i) => `Label ${i}`),
    images,
    alternativeLabels: images.map(() => []),
    alternativeImages: images.map(() => []),
    promptUsage: Array(n).fill(0),
    generationParams: Array(n).fill({ microMacro: 1, photoStyled: 1, realSourced: 0 }),
    imageSettings: Array(n).fill({ microMacro: 1, photoStyled: 1, realSourced: 0 }),
    credits: images.map((_, i) => (i === 1 ? { credit: 'Ana Lima', licence: 'CC BY 4.0', sourceUrl: 'https://example.test' } : null)),
    ai: images.map(() => true),
    slotStatus: images.map(() => 'done' as const),
    slotErrors: images.map(() => ''),
    isFetching: false,
    dataFetched: true,
  };
}
