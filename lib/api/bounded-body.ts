/**
 * Reads a response body as a stream and stops past a cap: a provider's body is untrusted,
 * and an endless or enormous one must neither grow the browser's memory nor be stored.
 * Never reads a byte past `maxBytes` (plus the one chunk that crossed it).
 */
export type BoundedBody =
  | { complete: true; text: string }
  /** More than maxBytes: reading stopped, the rest was never downloaded. */
  | { complete: false; bytesRead: number };

interface BodySource {
  body: ReadableStream<Uint8Array> | null;
  headers: { get(name: string): string | null };
}

export async function readBoundedBody(
  response: BodySource,
  maxBytes: number,
): Promise<BoundedBody> {
  const stream = response.body;
  if (!stream) return { complete: true, text: '' };
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await stream.cancel().catch(() => undefined);
    return { complete: false, bytesRead: 0 };
  }
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytesRead = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytesRead += value.byteLength;
    if (bytesRead > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { complete: false, bytesRead };
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return { complete: true, text: parts.join('') };
}
