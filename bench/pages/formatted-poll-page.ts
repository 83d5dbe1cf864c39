/**
 * The page side of bench/formatted-poll.bench.ts, bundled into the page: times the formatted
 * write's verification poll over the editor `#editor` as it is (a poll that finds everything
 * it meant, so every capture runs), the poll of today (replace-formatted.ts `holds`: one text
 * map) against the poll before (read(), then the span and its two sides captured one by one:
 * four walks of the whole editor), interleaved in the same page.
 */
import { surroundingSpans, surroundingsDigest } from '../../lib/editors/formatted-surroundings';
import { createFormattingWriter } from '../../lib/editors/formatting/formatting-writer';
import { holds, type Meant } from '../../lib/editors/replace-formatted';
import { richTarget } from '../../lib/editors/rich-target';
import { sameText } from '../../lib/editors/text-compare';
import { readTextMap } from '../../lib/editors/text-map';

export interface PollTimes {
  /** Median ms of one poll, each way; and of one text map alone. */
  before: number;
  after: number;
  textMap: number;
  chars: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** `rounds` rounds of `batch` polls each way (per-poll ms: the batch's time / `batch`). */
function pollTimes(rounds: number, batch: number): PollTimes {
  const root = document.querySelector<HTMLElement>('#editor')!;
  const target = richTarget(root, null);
  const access = target.formatted!;
  const { digestOf } = createFormattingWriter();
  const text = target.read();
  // The passage between the editor's first and last line, as the write bench selects it.
  const span = { start: text.indexOf('\n') + 1, end: text.lastIndexOf('\n') };
  const around = surroundingSpans(text, span);
  const reading = access.reading();
  const meant: Meant = {
    expected: { text },
    span,
    digest: digestOf(reading.capture(span)!),
    around,
    aroundDigest: surroundingsDigest(reading.capture, digestOf, around),
  };
  // replace-formatted.ts's poll before this change, as it was.
  const pollBefore = () => {
    if (!sameText(target.read(), meant.expected.text)) return false;
    const now = access.capture(meant.span);
    if (now === null || digestOf(now) !== meant.digest) return false;
    const capture = (s: typeof span) => access.capture(s);
    return surroundingsDigest(capture, digestOf, meant.around) === meant.aroundDigest;
  };
  const pollAfter = () => holds(target, meant, digestOf);
  const mapOnly = () => readTextMap(root).text.length > 0;
  const timed = (poll: () => boolean) => {
    const started = performance.now();
    for (let i = 0; i < batch; i += 1) if (!poll()) throw new Error('The poll failed.');
    return (performance.now() - started) / batch;
  };
  const times = { before: [] as number[], after: [] as number[], textMap: [] as number[] };
  for (let r = 0; r < rounds; r += 1) {
    // Alternating the order: neither always runs on the other's warm caches.
    if (r % 2) times.after.push(timed(pollAfter));
    times.before.push(timed(pollBefore));
    if (!(r % 2)) times.after.push(timed(pollAfter));
    times.textMap.push(timed(mapOnly));
  }
  return {
    before: median(times.before),
    after: median(times.after),
    textMap: median(times.textMap),
    chars: text.length,
  };
}

(window as unknown as { pollTimes: typeof pollTimes }).pollTimes = pollTimes;
