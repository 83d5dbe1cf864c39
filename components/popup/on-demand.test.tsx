// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from '@/components/popup/on-demand';

describe('onDemand', () => {
  it('loads the module once, after the first render, and then gives it at once', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const part = onDemand(load);
    expect(load).not.toHaveBeenCalled();

    const first = renderHook(() => part.use());
    expect(first.result.current).toBeUndefined();
    await waitFor(() => expect(first.result.current).toEqual({ answer: 42 }));

    // A later user of the module renders it on its first frame, without another load.
    const second = renderHook(() => part.use());
    expect(second.result.current).toEqual({ answer: 42 });
    await part.fetch();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
