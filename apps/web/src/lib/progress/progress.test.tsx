import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeProgress, parseProgressEvent, type TranscriptProgress } from './progress-event';
import { readStoredProgress, storeProgress } from './progress-storage';
import { FILE_ITEM_TICK_MS, useDisplayedProgress } from './use-displayed-progress';

describe('progress events', () => {
  it('reads id, progress and status; a missing status follows from the progress', () => {
    expect(parseProgressEvent('{"id":4,"progress":30,"status":"transcribing"}')).toEqual({
      id: 4,
      progress: 30,
      status: 'transcribing',
    });
    expect(parseProgressEvent('{"id":4,"progress":0}')?.status).toBe('queued');
    expect(parseProgressEvent('{"id":4,"progress":55}')?.status).toBe('transcribing');
    expect(parseProgressEvent('{"id":4,"progress":100}')?.status).toBe('completed');
    expect(parseProgressEvent('{"id":4,"progress":140}')?.status).toBe('completed');
    expect(parseProgressEvent('not json')).toBeUndefined();
    expect(parseProgressEvent('{"progress":3}')).toBeUndefined();
    expect(parseProgressEvent('{"id":4,"progress":3,"status":"processing"}')).toBeUndefined();
  });

  it("a list refetch keeps the stream's value while the server's copy is behind and not final", () => {
    const local: TranscriptProgress = { status: 'transcribing', progress: 60 };
    expect(mergeProgress({ status: 'transcribing', progress: 40 }, local)).toBe(local);
    expect(mergeProgress({ status: 'queued', progress: 0 }, local)).toBe(local);
    expect(mergeProgress({ status: 'transcribing', progress: 70 }, local).progress).toBe(70);
    expect(mergeProgress({ status: 'completed', progress: 100 }, local).status).toBe('completed');
    expect(mergeProgress({ status: 'failed', progress: 20 }, local).status).toBe('failed');
    expect(mergeProgress({ status: 'queued', progress: 0 }, undefined).status).toBe('queued');
  });
});

describe('stored progress', () => {
  it('keeps the highest value as {progress, lastUpdate} and removes it at 100', () => {
    storeProgress(9, 40);
    storeProgress(9, 20);
    expect(JSON.parse(localStorage.getItem('transcriptProgress_9') ?? '{}')).toMatchObject({ progress: 40 });
    expect(typeof JSON.parse(localStorage.getItem('transcriptProgress_9') ?? '{}').lastUpdate).toBe('number');
    storeProgress(9, 100);
    expect(localStorage.getItem('transcriptProgress_9')).toBeNull();
    expect(readStoredProgress(9)).toBeUndefined();
  });
});

describe('displayed progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rises by 1 per 100 ms tick up to the reported value, and never goes backwards', () => {
    storeProgress(5, 10);
    const { result, rerender } = renderHook(
      ({ target }) => useDisplayedProgress(5, target, FILE_ITEM_TICK_MS),
      {
        initialProps: { target: 15 },
      },
    );
    expect(result.current).toBe(10);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(11);
    for (let i = 0; i < 10; i++) act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(15);
    rerender({ target: 3 });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(15);
    expect(readStoredProgress(5)).toBe(15);
  });

  it('starts from the stored value after a reload, not from the lower server value', () => {
    storeProgress(6, 42);
    const { result } = renderHook(() => useDisplayedProgress(6, 30));
    expect(result.current).toBe(42);
  });

  it('starts at the reported value when nothing is stored, and forgets it at 100', () => {
    const { result, rerender } = renderHook(({ target }) => useDisplayedProgress(7, target, 40), {
      initialProps: { target: 97 },
    });
    expect(result.current).toBe(97);
    rerender({ target: 100 });
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(40));
    expect(result.current).toBe(100);
    expect(localStorage.getItem('transcriptProgress_7')).toBeNull();
  });
});
