/**
 * Long texts go out in several requests (lib/text/chunk.ts) and come back in as many parts.
 * Where two parts meet, a rewriter may drop the sentence that ends one part or starts the
 * next, or write it twice (once at the end of one part, again at the start of the next).
 * Only the sentences beside each seam are compared, so the cost is one pass over the parts.
 */
import { assertCheckable } from './errors';
import type { Finding } from './finding';
import { ScannedText } from './scanned-text';
import { likeness } from './sentence-likeness';

/** At least this alike: the same sentence written twice. */
const DOUBLED = 0.75;
/** Less alike than this with every candidate: the sentence has no counterpart. */
const DROPPED = 0.25;

interface PartSentences {
  scans: ScannedText[];
  /** Index, in the joined text, of each part's first sentence. */
  firstIndex: number[];
}

function sentencesOf(parts: readonly string[]): PartSentences {
  const scans = parts.map((p) => new ScannedText(p));
  const firstIndex: number[] = [];
  let count = 0;
  for (const scan of scans) {
    firstIndex.push(count);
    count += scan.sentenceCount;
  }
  return { scans, firstIndex };
}

const last = (scan: ScannedText, back = 0) => scan.sentenceText(scan.sentenceCount - 1 - back);
const first = (scan: ScannedText, ahead = 0) =>
  ahead < scan.sentenceCount ? scan.sentenceText(ahead) : '';

export function checkSeams(
  originalParts: readonly string[],
  rewriteParts: readonly string[],
): Finding[] {
  assertCheckable('The original', originalParts);
  assertCheckable('The rewrite', rewriteParts);
  const o = sentencesOf(originalParts);
  const r = sentencesOf(rewriteParts);
  const findings: Finding[] = [];
  const seams = Math.min(originalParts.length, rewriteParts.length) - 1;
  for (let k = 0; k < seams; k += 1) {
    const [oBefore, oAfter] = [o.scans[k]!, o.scans[k + 1]!];
    const [rBefore, rAfter] = [r.scans[k]!, r.scans[k + 1]!];
    const oEnd = last(oBefore);
    const oStart = first(oAfter);
    const rEnd = last(rBefore);
    const rStart = first(rAfter);
    if (likeness(rEnd, rStart) >= DOUBLED && likeness(oEnd, oStart) < DOUBLED) {
      findings.push({
        kind: 'seam',
        change: 'added',
        became: rStart,
        sentence: r.firstIndex[k + 1]!,
        sentenceIn: 'rewrite',
      });
      continue;
    }
    const kept = (sentence: string, candidates: string[]) =>
      candidates.some((c) => c !== '' && likeness(sentence, c) >= DROPPED);
    if (!kept(oEnd, [rEnd, last(rBefore, 1), rStart])) {
      findings.push({
        kind: 'seam',
        change: 'lost',
        was: oEnd,
        sentence: o.firstIndex[k + 1]! - 1,
        sentenceIn: 'original',
      });
    }
    if (!kept(oStart, [rStart, first(rAfter, 1), rEnd])) {
      findings.push({
        kind: 'seam',
        change: 'lost',
        was: oStart,
        sentence: o.firstIndex[k + 1]!,
        sentenceIn: 'original',
      });
    }
  }
  return findings;
}
