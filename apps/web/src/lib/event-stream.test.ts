import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test/fake-event-source';
import { keepEventStream } from './event-stream';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('keepEventStream', () => {
  it('makes a refused stream again after a while, and none once stopped', () => {
    const made: FakeEventSource[] = [];
    const errors: number[] = [];
    const stop = keepEventStream(
      () => {
        const es = new FakeEventSource('/api/x/events');
        made.push(es);
        return es as unknown as EventSource;
      },
      (es) => errors.push(es.readyState),
    );
    expect(made).toHaveLength(1);
    // Reconnecting by itself (still open): nothing to do.
    made[0].onerror?.();
    vi.advanceTimersByTime(60_000);
    expect(made).toHaveLength(1);
    // Refused outright (429): the browser gave up; made again 30 s later.
    made[0].close();
    made[0].onerror?.();
    vi.advanceTimersByTime(29_000);
    expect(made).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(made).toHaveLength(2);
    expect(errors).toEqual([FakeEventSource.OPEN, FakeEventSource.CLOSED]);
    // Stopped while refused: it closes and is never made again.
    made[1].close();
    made[1].onerror?.();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(made).toHaveLength(2);
  });

  it('makes a stream closed as idle again when the tab is seen again', () => {
    const made: FakeEventSource[] = [];
    const stop = keepEventStream(() => {
      const es = new FakeEventSource('/api/x/events');
      made.push(es);
      return es as unknown as EventSource;
    });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(made).toHaveLength(1);
    made[0].close();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(made).toHaveLength(2);
    stop();
    expect(made[1].readyState).toBe(FakeEventSource.CLOSED);
  });
});
