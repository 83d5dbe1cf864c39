import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor } from './idempotency-key';

describe('idempotencyKeyFor', () => {
  it('is the same for the same job and chunk, and differs between chunks and jobs', () => {
    const a = idempotencyKeyFor('0f8e4c52-6a53-4d0e-9a43-6f0b3f3c1d11', 0);
    expect(a).toBe(idempotencyKeyFor('0f8e4c52-6a53-4d0e-9a43-6f0b3f3c1d11', 0));
    expect(a).not.toBe(idempotencyKeyFor('0f8e4c52-6a53-4d0e-9a43-6f0b3f3c1d11', 1));
    expect(a).not.toBe(idempotencyKeyFor('1f8e4c52-6a53-4d0e-9a43-6f0b3f3c1d11', 0));
  });

  it('is visible ASCII of at most 128 characters', () => {
    expect(idempotencyKeyFor('job-1', 3)).toMatch(/^[\x21-\x7e]{1,128}$/);
  });

  it('is absent when the stored id cannot make a valid header', () => {
    expect(idempotencyKeyFor('has space', 0)).toBeUndefined();
    expect(idempotencyKeyFor('é', 0)).toBeUndefined();
    expect(idempotencyKeyFor('x'.repeat(200), 0)).toBeUndefined();
    expect(idempotencyKeyFor('job-1', -1)).toBeUndefined();
    expect(idempotencyKeyFor('job-1', 1.5)).toBeUndefined();
  });
});
