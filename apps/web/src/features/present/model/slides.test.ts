import { EMPTY_PROJECT_DATA, type ProjectData } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { buildSlides, STUDY_MARK, sizedImage } from './slides';
import { context } from './test-data';

const SHA = 'a'.repeat(64);

describe('presenter slides', () => {
  it('puts the title first, enabled pages with images in order, and the credits last', () => {
    const data: ProjectData = {
      ...EMPTY_PROJECT_DATA,
      contexts: { historical: context([`/api/assets/${SHA}`, `/api/assets/${SHA}`, '']), physical: context([`/api/assets/${SHA}`]) },
    };
    const slides = buildSlides(data, ['historical', 'social'], 'Alfama Hotel');
    expect(slides.map((s) => s.id)).toEqual(['title', 'historical-context', 'credits']);
    const board = slides[1];
    expect(board.kind === 'context' && board.images.map((i) => [i.key, i.thumb])).toEqual([
      ['historical-context/0', `/api/assets/${SHA}/256`],
      ['historical-context/1', `/api/assets/${SHA}/256`],
    ]);
    const credits = slides[2];
    expect(credits.kind === 'credits' && credits.credits.map((c) => c.credit.credit)).toEqual(['Ana Lima']);
  });

  it('gives each image its full size and its credit, or its AI mark', () => {
    const data: ProjectData = { ...EMPTY_PROJECT_DATA, contexts: { historical: context([`/api/assets/${SHA}`, `/api/assets/${SHA}`]) } };
    const board = buildSlides(data, ['historical'], 'Alfama Hotel')[1];
    expect(board.kind === 'context' && board.images.map((i) => [i.full, i.credit])).toEqual([
      [`/api/assets/${SHA}`, 'AI-generated'],
      [`/api/assets/${SHA}`, 'Ana Lima, CC BY 4.0'],
    ]);
  });

  it('marks an offline study as one, in place of a credit', () => {
    const board0 = { ...context([`/api/assets/${SHA}`, `/api/assets/${SHA}`]), ai: [false, false], study: [true, false] };
    const data: ProjectData = { ...EMPTY_PROJECT_DATA, contexts: { historical: board0 } };
    const board = buildSlides(data, ['historical'], 'Alfama Hotel')[1];
    expect(board.kind === 'context' && board.images.map((i) => i.credit)).toEqual([STUDY_MARK, 'Ana Lima, CC BY 4.0']);
  });

  it("shows a Topics page's own text, never its Context's, and marks text written offline (issue #44)", () => {
    const ctx = { ...context([`/api/assets/${SHA}`]), textOffline: true };
    const { description: _, imageLabels, imagePrompts, ...slots } = ctx;
    const topics = {
      ...slots,
      context: ctx.description,
      description: 'Closer in, restored and faded tiles of Lisbon.',
      labels: imageLabels,
      prompts: imagePrompts,
    };
    const data: ProjectData = { ...EMPTY_PROJECT_DATA, contexts: { historical: ctx }, topics: { historical: topics } };
    const slides = buildSlides(data, ['historical'], 'Alfama Hotel');
    const page = slides.find((s) => s.id === 'historical-topics');
    expect(page?.kind === 'topics' && [page.text, page.textOffline]).toEqual(['Closer in, restored and faded tiles of Lisbon.', true]);
    const credits = slides.at(-1);
    expect(credits?.kind === 'credits' && credits.offlineText).toEqual(['Historical Context', 'Historical Topics']);
    // A board whose text a language model wrote carries no mark.
    const written = buildSlides({ ...data, contexts: { historical: { ...ctx, textOffline: false } } }, ['historical'], 'Alfama Hotel');
    expect(written.find((s) => s.id === 'historical-context')).toMatchObject({ textOffline: false });
  });

  it('shows a moodboard with its images, then its latest render', () => {
    const url = `/api/assets/${SHA}`;
    const moodboard = {
      moodboard_id: 'm1',
      id: 'm1',
      moodboard_title: 'Lounge',
      title: 'Lounge',
      images: [url, url],
      prompts: ['p0', 'p1'],
      labels: ['Aesthetic Reference', 'Oak'],
      optionalPrompt: 'Low light, oak and linen',
      programmaticArea: 'Lounge',
      selectedImage: url,
      isGenerating: false,
      totalImages: 2,
      completedImages: 2,
      section: 'historical' as const,
      imageStatus: ['done' as const, 'done' as const],
      imageSettings: [],
      renders: [
        { id: 'r1', image: url, render_prompt: 'first', created_at: '2026-11-23T10:00:00.000Z' },
        { id: 'r2', image: `${url}/768`, render_prompt: 'second', created_at: '2026-11-23T11:00:00.000Z' },
      ],
      created_at: '2026-11-23T09:00:00.000Z',
    };
    const slides = buildSlides({ ...EMPTY_PROJECT_DATA, moodboards: [moodboard] }, [], 'Alfama Hotel');
    expect(slides.map((s) => [s.kind, s.title])).toEqual([
      ['title', 'Alfama Hotel'],
      ['moodboard', 'Lounge moodboard'],
      ['render', 'Lounge render'],
      ['credits', 'Credits'],
    ]);
    const render = slides[2];
    expect(render.kind === 'render' && render.images[0].prompt).toBe('second');
    // The review link's verdicts name the render by its own index.
    expect(render.kind === 'render' && [render.images[0].key, render.images[0].index]).toEqual(['moodboard:m1/63', 63]);
    expect(render.kind === 'render' && render.text).toBe('Lounge — Low light, oak and linen');
    // Pinned (issue #46): the designer's choice, not the newest; a pin naming no render with an image is ignored.
    const pinned = buildSlides({ ...EMPTY_PROJECT_DATA, moodboards: [{ ...moodboard, pinned_render_id: 'r1' }] }, [], 'Alfama Hotel')[2];
    expect(pinned.kind === 'render' && pinned.images[0].prompt).toBe('first');
    const stale = buildSlides({ ...EMPTY_PROJECT_DATA, moodboards: [{ ...moodboard, pinned_render_id: 'gone' }] }, [], 'Alfama Hotel')[2];
    expect(stale.kind === 'render' && stale.images[0].prompt).toBe('second');
  });

  it('sizes review-link images, keeping their passcode key', () => {
    expect(sizedImage(`/api/review/tok/assets/${SHA}?key=k1`, 768)).toBe(`/api/review/tok/assets/${SHA}/768?key=k1`);
    expect(sizedImage(`/api/review/tok/assets/${SHA}/256`, 768)).toBe(`/api/review/tok/assets/${SHA}/768`);
  });
});

describe('the Canvas in Present', () => {
  it('is a page before the credits once the studio added it to the deck, and absent otherwise', () => {
    const slides = buildSlides(EMPTY_PROJECT_DATA, [], 'Alfama Hotel', { image: `/api/assets/${'c'.repeat(64)}` });
    expect(slides.map((s) => s.kind)).toEqual(['title', 'render', 'credits']);
    const canvas = slides[1];
    expect(canvas).toMatchObject({ id: 'canvas', title: 'Canvas' });
    expect(canvas && 'images' in canvas ? canvas.images[0]?.full : '').toBe(`/api/assets/${'c'.repeat(64)}`);
    expect(buildSlides(EMPTY_PROJECT_DATA, [], 'Alfama Hotel', null).map((s) => s.kind)).toEqual(['title', 'credits']);
  });
});
