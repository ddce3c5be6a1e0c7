import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, clearToast, showToast } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
  clearToast();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows a message and hides it after its duration', () => {
    showToast('Saved', 1000);
    expect($toast.get()?.text).toBe('Saved');
    vi.advanceTimersByTime(999);
    expect($toast.get()?.text).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect($toast.get()).toBeNull();
  });

  it('keeps a message without duration until it is cleared by id', () => {
    const id = showToast('Logging in', null);
    vi.advanceTimersByTime(60_000);
    expect($toast.get()?.text).toBe('Logging in');
    clearToast(id + 1);
    expect($toast.get()?.text).toBe('Logging in');
    clearToast(id);
    expect($toast.get()).toBeNull();
  });

  it('a newer message replaces the older one and the older timer cannot hide it', () => {
    showToast('first', 1000);
    vi.advanceTimersByTime(500);
    showToast('second', 2000);
    vi.advanceTimersByTime(600);
    expect($toast.get()?.text).toBe('second');
    vi.advanceTimersByTime(1400);
    expect($toast.get()).toBeNull();
  });
});
