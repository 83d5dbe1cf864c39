import { describe, expect, it, vi } from 'vitest';
import { injectedWriter } from '@/lib/editors/families/write-paths';
import { createFormattingWriter, WRITER_GLOBAL } from '@/lib/editors/formatting/formatting-writer';
import { formattingWriterLoader } from './formatting-writer-loader';

describe('formattingWriterLoader', () => {
  it('asks for the injection once and hands over what it left on the global', async () => {
    const scope: Record<string, unknown> = {};
    const inject = vi.fn(async () => void (scope[WRITER_GLOBAL] = injectedWriter()));
    const load = formattingWriterLoader(scope, inject);
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(scope[WRITER_GLOBAL]);
    expect(b).toBe(a);
    await load();
    expect(inject).toHaveBeenCalledTimes(1);
  });

  it('does not inject again where a writer is already there (the file ran before)', async () => {
    const scope: Record<string, unknown> = { [WRITER_GLOBAL]: injectedWriter() };
    const inject = vi.fn(async () => undefined);
    await formattingWriterLoader(scope, inject)();
    expect(inject).not.toHaveBeenCalled();
  });

  it('rejects when the injection left no writer (or something else), and asks again next time', async () => {
    const scope: Record<string, unknown> = {};
    const inject = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(async () => void (scope[WRITER_GLOBAL] = { digestOf: 1 }))
      .mockImplementationOnce(async () => void (scope[WRITER_GLOBAL] = injectedWriter()));
    const load = formattingWriterLoader(scope, inject);
    await expect(load()).rejects.toThrow('did not load');
    await expect(load()).resolves.toBe(scope[WRITER_GLOBAL]);
    expect(inject).toHaveBeenCalledTimes(2);
  });

  it('injects again over a writer without the write paths (an older version left it in this world)', async () => {
    const scope: Record<string, unknown> = { [WRITER_GLOBAL]: createFormattingWriter() };
    const inject = vi.fn(async () => void (scope[WRITER_GLOBAL] = injectedWriter()));
    const writer = await formattingWriterLoader(scope, inject)();
    expect(inject).toHaveBeenCalledTimes(1);
    expect(writer).toHaveProperty('shapePaste');
  });

  it('rejects when the background refused the injection', async () => {
    const load = formattingWriterLoader({}, async () => Promise.reject(new Error('no access')));
    await expect(load()).rejects.toThrow('no access');
  });
});
