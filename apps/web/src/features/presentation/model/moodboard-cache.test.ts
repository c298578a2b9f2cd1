import { describe, expect, it } from 'vitest';
import { moodboardFromMetadata, overlayArrivedImages, patchMoodboardImage, removeMoodboard, upsertMoodboard } from './moodboard-cache';
import { moodboardToast, pendingIndexes, readMoodboard, readMoodboardViews } from './moodboards';

const meta = {
  title: 'Courtyard',
  prompts: ['Selected aesthetic reference for Courtyard', 'p1', 'p2'],
  labels: ['Aesthetic Reference', 'Tiles', 'Lime'],
  optionalPrompt: 'A calm lounge',
  programmaticArea: 'Lounge',
  selectedImage: '/api/assets/0123456789abcdef0123',
  moodboard_id: 'm1',
};

describe('moodboard cache rules', () => {
  it('shows a new moodboard with the reference done and the rest pending', () => {
    const view = readMoodboard(moodboardFromMetadata(meta, 'historical'));
    expect(view?.images).toEqual([meta.selectedImage, '', '']);
    expect(view?.imageStatus).toEqual(['done', 'pending', 'pending']);
    expect(view?.isGenerating).toBe(true);
    expect(view && pendingIndexes(view)).toEqual([1, 2]);
    expect(view && moodboardToast(view)).toEqual({
      title: 'Generating Courtyard moodboard',
      detail: '1 of 3 images completed',
      ratio: 1 / 3,
    });
  });

  it('adds, replaces, patches and removes by id', () => {
    const raw = moodboardFromMetadata(meta, 'historical');
    let list = upsertMoodboard([], raw);
    list = upsertMoodboard(list, { ...raw, title: 'Renamed', moodboard_title: 'Renamed' });
    expect(readMoodboardViews(list).map((m) => m.title)).toEqual(['Renamed']);
    list = patchMoodboardImage(list, { id: 'm1', index: 1, image: '/api/assets/1' });
    list = patchMoodboardImage(list, { id: 'm1', index: 2, image: '' });
    const view = readMoodboardViews(list)[0];
    expect(view?.imageStatus).toEqual(['done', 'done', 'failed']);
    expect(view?.isGenerating).toBe(false);
    expect(removeMoodboard(list, 'm1')).toEqual([]);
  });

  it('lays arrived images over a stale list but never over a later edit', () => {
    const list = [moodboardFromMetadata(meta, 'historical')];
    const laid = overlayArrivedImages(list, { 'm1:1': '/api/assets/1' });
    expect(readMoodboardViews(laid)[0]?.images[1]).toBe('/api/assets/1');
    const edited = patchMoodboardImage(list, { id: 'm1', index: 1, image: '/api/assets/2' });
    expect(readMoodboardViews(overlayArrivedImages(edited, { 'm1:1': '/api/assets/1' }))[0]?.images[1]).toBe('/api/assets/2');
  });
});
