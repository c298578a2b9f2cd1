import { describe, expect, it } from 'vitest';
import { downloadFileName, renderFileName } from './download-name';
import { FAST_POLL_MS, progressPollInterval, STEADY_POLL_MS, toastBoard, toastContent } from './progress';
import { defaultSettings, normaliseSettings, settingsChanged } from './settings';

describe('image settings', () => {
  it('defaults both sliders to 1 and realSourced to the prompt usage', () => {
    expect(defaultSettings()).toEqual({ microMacro: 1, photoStyled: 1, realSourced: 0 });
    expect(defaultSettings(1).realSourced).toBe(1);
  });

  it('clamps to the three steps', () => {
    expect(normaliseSettings({ microMacro: 5, photoStyled: -1, realSourced: 3 })).toEqual({
      microMacro: 2,
      photoStyled: 0,
      realSourced: 1,
    });
  });

  it('notices a change', () => {
    const a = defaultSettings();
    expect(settingsChanged(a, { ...a })).toBe(false);
    expect(settingsChanged(a, { ...a, photoStyled: 2 })).toBe(true);
  });
});

describe('progress toast', () => {
  it('reads "Generating {Section} {Type}" and "X of Y images completed"', () => {
    const content = toastContent({ section: 'social', kind: 'topics', total: 8, completed: 2 });
    expect(content).toEqual({ title: 'Generating Social Topics', detail: '2 of 8 images completed', ratio: 0.25 });
  });

  it('names who started a running board ("Ana is generating Historical Topics"), not once it is done', () => {
    const running = { section: 'historical', kind: 'topics', total: 8, completed: 2, status: 'running', started_by: 'Ana Lima' } as const;
    expect(toastContent(running).title).toBe('Ana is generating Historical Topics');
    expect(toastContent({ ...running, status: 'done' }).title).toBe('Generating Historical Topics');
    // The viewer's own run reads as before.
    expect(toastContent(running, 'Ana Lima').title).toBe('Generating Historical Topics');
  });

  it('follows the selected board when it is active', () => {
    const sections = [
      { section: 'historical', kind: 'context', total: 4, completed: 1, failed: 0, status: 'running' },
      { section: 'social', kind: 'context', total: 4, completed: 0, failed: 0, status: 'queued' },
    ] as const;
    expect(toastBoard([...sections], { section: 'social', kind: 'context' })?.section).toBe('social');
    expect(toastBoard([...sections], { section: 'physical', kind: 'context' })?.section).toBe('historical');
    expect(toastBoard([], undefined)).toBeUndefined();
  });
});

describe('download file name', () => {
  it('makes a safe name from section and label', () => {
    expect(downloadFileName({ section: 'historical', label: 'Azulejo façades!' })).toBe('historical-azulejo-facades.png');
    expect(downloadFileName({ section: 'social', label: '', mimeType: 'image/jpeg' })).toBe('social.jpg');
    expect(downloadFileName({ section: 'physical', label: 'Stone', mimeType: 'image/webp' })).toBe('physical-stone.webp');
    expect(renderFileName('image/jpeg')).toBe('rendered_image.jpg');
    expect(renderFileName('image/png; charset=binary')).toBe('rendered_image.png');
  });
});

describe('progress polling', () => {
  const board = { section: 'historical', kind: 'context', total: 4, completed: 0, failed: 0, status: 'running' } as const;

  it('does not poll when nothing runs', () => {
    expect(progressPollInterval(undefined)).toBe(false);
    expect(progressPollInterval({ sections: [{ ...board, status: 'done', completed: 4 }], running: false })).toBe(false);
  });

  it('polls fast until an active board has its first image, then at the steady pace', () => {
    expect(progressPollInterval({ sections: [board], running: true })).toBe(FAST_POLL_MS);
    expect(progressPollInterval({ sections: [{ ...board, completed: 1 }], running: true })).toBe(STEADY_POLL_MS);
    expect(progressPollInterval({ sections: [{ ...board, failed: 1 }], running: true })).toBe(STEADY_POLL_MS);
  });
});
