import { describe, expect, it } from 'vitest';
import {
  contextModalContent,
  displayValue,
  EMPTY_CONTEXT,
  EMPTY_TOPICS,
  modalTitle,
  NO_DESCRIPTION,
  topicsModalContent,
} from './modal-content';
import { buildCanvasData } from './test-data';

const slots = (n: number) => Array.from({ length: n }, (_, i) => ({ image: `/api/assets/${String(i).padStart(64, '0')}`, label: `t${i}` }));

describe('context modal', () => {
  it('shows up to 4 thumbnails and the description', () => {
    const content = contextModalContent({ description: 'Old town', slots: slots(6) });
    expect(content).toMatchObject({ kind: 'content', description: 'Old town' });
    expect(content.kind === 'content' && content.thumbs).toHaveLength(4);
  });
  it('falls back to "No description available." when only images exist', () => {
    expect(contextModalContent({ description: '', slots: slots(1) })).toMatchObject({ description: NO_DESCRIPTION });
  });
  it('shows the empty texts when nothing exists', () => {
    expect(contextModalContent(undefined)).toEqual({ kind: 'empty', ...EMPTY_CONTEXT });
    expect(contextModalContent({ description: '', slots: [{ image: '', label: '' }] })).toEqual({ kind: 'empty', ...EMPTY_CONTEXT });
  });
});

describe('topics modal', () => {
  it('shows up to 16 thumbnails, or the empty texts', () => {
    const content = topicsModalContent({ description: '', slots: slots(20) });
    expect(content.kind === 'content' && content.thumbs).toHaveLength(16);
    expect(topicsModalContent({ description: 'ctx', slots: [] })).toEqual({ kind: 'empty', ...EMPTY_TOPICS });
  });
});

describe('titles and values', () => {
  it('names each modal as the spec does', () => {
    const data = buildCanvasData();
    expect(modalTitle({ kind: 'keywords' }, data)).toBe('Brand Keywords (2)');
    expect(modalTitle({ kind: 'project' }, data)).toBe('Project Information');
    expect(modalTitle({ kind: 'context', section: 'social' }, data)).toBe('Social Context');
    expect(modalTitle({ kind: 'topics', section: 'physical' }, data)).toBe('Physical Topics');
  });
  it('shows "-" for an empty value', () => {
    expect(displayValue('  ')).toBe('-');
    expect(displayValue('Lisbon')).toBe('Lisbon');
  });
});
