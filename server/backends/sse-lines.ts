/**
 * An incremental parser of server-sent events (the `stream: true` shape of chat completions):
 * text arrives in arbitrary pieces; every complete event's `data` (its data lines joined with
 * "\n") is handed on. Comments (":") and other fields (event, id, retry) are ignored. A line is
 * bounded by the read cap of read-capped.ts, so the buffer is too.
 */
export class SseDataParser {
  private buffer = '';
  private data: string[] = [];

  constructor(private readonly onData: (data: string) => void) {}

  push(text: string): void {
    this.buffer += text;
    const newline = /\r\n|\r|\n/gu;
    let start = 0;
    for (let match = newline.exec(this.buffer); match; match = newline.exec(this.buffer)) {
      // A "\r" at the very end may be the first half of a "\r\n" still on its way.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) break;
      this.line(this.buffer.slice(start, match.index));
      start = match.index + match[0].length;
    }
    this.buffer = this.buffer.slice(start);
  }

  /** The stream ended: an event not closed by a blank line still counts. */
  end(): void {
    if (this.buffer !== '') this.line(this.buffer);
    this.buffer = '';
    this.line('');
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length > 0) this.onData(this.data.join('\n'));
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    const value = colon === -1 ? '' : line.slice(colon + 1);
    this.data.push(value.startsWith(' ') ? value.slice(1) : value);
  }
}
