import { describe, expect, it } from 'vitest';
import { creationErrorMessage, descriptionAfterAreaChange, LOUNGE_PRESET, moodboardDraftError, presetDescription } from './moodboard-form';

const images = ['/api/assets/0123456789abcdef0123', '/api/assets/fedcba98765432100123'];
const ok = { topic: 'Tiled courtyard', insight: 'historical' as const, selectedImage: images[1] ?? '' };

describe('moodboardDraftError', () => {
  it('asks for the pieces in spec order', () => {
    expect(moodboardDraftError({ ...ok, topic: '   ' }, images)).toBe('Please enter a moodboard topic');
    expect(moodboardDraftError({ ...ok, insight: null }, images)).toBe('Please select a contextual insight');
    expect(moodboardDraftError({ ...ok, selectedImage: '' }, images)).toBe('Please select at least one image');
  });

  it('refuses a selection that is not one of the insight images', () => {
    expect(moodboardDraftError({ ...ok, selectedImage: '/api/assets/00000000000000000000' }, images)).toBe(
      'Invalid selected image. Please try again.',
    );
    expect(moodboardDraftError({ ...ok, selectedImage: 'data:image/svg+xml,<svg/>' }, ['data:image/svg+xml,<svg/>'])).toBe(
      'Invalid selected image. Please try again.',
    );
  });

  it('passes a complete draft', () => {
    expect(moodboardDraftError(ok, images)).toBeNull();
  });
});

describe('area description presets', () => {
  it('fills the lounge brief for Lounge and nothing for New Area', () => {
    expect(presetDescription('Lounge')).toBe(LOUNGE_PRESET);
    expect(presetDescription('New Area')).toBe('');
  });

  it('switches the untouched preset both ways', () => {
    expect(descriptionAfterAreaChange({ from: 'Lounge', to: 'New Area', description: LOUNGE_PRESET })).toBe('');
    expect(descriptionAfterAreaChange({ from: 'New Area', to: 'Lounge', description: '' })).toBe(LOUNGE_PRESET);
    expect(descriptionAfterAreaChange({ from: 'New Area', to: 'Lounge', description: '  ' })).toBe(LOUNGE_PRESET);
  });

  it('keeps what the user wrote', () => {
    expect(descriptionAfterAreaChange({ from: 'Lounge', to: 'New Area', description: 'A reading room' })).toBe('A reading room');
    expect(descriptionAfterAreaChange({ from: 'New Area', to: 'Lounge', description: 'A reading room' })).toBe('A reading room');
  });
});

describe('creationErrorMessage', () => {
  it('shows spec validation answers as they are and prefixes the rest', () => {
    expect(creationErrorMessage(new Error('Invalid selected image. Please try again.'))).toBe('Invalid selected image. Please try again.');
    expect(creationErrorMessage(new Error('HTTP 500'))).toBe('Error creating moodboard: HTTP 500');
  });
});
