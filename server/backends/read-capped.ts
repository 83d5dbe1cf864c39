/**
 * Reads an HTTP answer's body with a byte cap: past the cap the read stops (and the stream is
 * cancelled) instead of buffering whatever the model server sends. Each decoded piece is
 * handed to `onText` as it arrives, so a streamed answer is parsed while it is read.
 */
import { UpstreamError } from './upstream-error';

export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  onText: (text: string) => void,
): Promise<void> {
  if (body === null) return;
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8');
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        throw new UpstreamError('too_large', `answer larger than ${maxBytes} bytes`);
      }
      onText(decoder.decode(value, { stream: true }));
    }
    onText(decoder.decode());
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    reader.releaseLock();
  }
}
