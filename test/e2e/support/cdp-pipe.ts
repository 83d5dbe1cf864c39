/** A CDP client over Chromium's --remote-debugging-pipe (fd 3 in, fd 4 out). */
import type { Readable, Writable } from 'node:stream';

export type Params = Record<string, unknown>;
export type Listener = (params: Params, sessionId?: string) => void;

/** A reply (with `id`) or an event (with `method`), for a session or the browser. */
interface CdpMessage {
  id?: number;
  result?: unknown;
  error?: { message: string };
  method?: string;
  params?: Params;
  sessionId?: string;
}

/** A CDP connection over the pipe: commands, replies and events, NUL-separated JSON. */
export class PipeConnection {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void }
  >();
  private readonly listeners = new Map<string, Set<Listener>>();
  private buffer = '';
  private closedReason?: string;

  constructor(
    private readonly out: Writable,
    input: Readable,
  ) {
    // A write after Chromium exited fails through `failAll`, not as an unhandled EPIPE.
    out.on('error', () => undefined);
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => this.receive(chunk));
  }

  send<T = Params>(method: string, params: Params = {}, sessionId?: string): Promise<T> {
    if (this.closedReason) return Promise.reject(new Error(this.closedReason));
    const id = this.nextId++;
    const message = JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) });
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.out.write(`${message}\0`);
    });
  }

  on(method: string, listener: Listener): () => void {
    const set = this.listeners.get(method) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(method, set);
    return () => set.delete(listener);
  }

  failAll(reason: string): void {
    this.closedReason = reason;
    for (const { reject } of this.pending.values()) reject(new Error(reason));
    this.pending.clear();
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\0')) >= 0) {
      const raw = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 1);
      this.dispatch(JSON.parse(raw) as CdpMessage);
    }
  }

  private dispatch(msg: CdpMessage): void {
    if (msg.id !== undefined) {
      const waiter = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (msg.error) waiter?.reject(new Error(msg.error.message));
      else waiter?.resolve(msg.result);
      return;
    }
    for (const listener of this.listeners.get(msg.method ?? '') ?? []) {
      listener(msg.params ?? {}, msg.sessionId);
    }
  }
}
