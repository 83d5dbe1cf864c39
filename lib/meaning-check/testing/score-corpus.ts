/**
 * Runs the meaning check over the labelled corpus (corpus/pairs.json) and scores it: recall
 * over the labelled losses (a loss counts as found when a finding of its kind names it) and
 * the harmless pairs that raised an alarm anyway. Shared by the corpus test and the bench.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkMeaning } from '../check-meaning';
import type { Finding, FindingKind } from '../finding';

export interface LabelledLoss {
  kind: FindingKind;
  /** What the original wrote (lost or changed). */
  was?: string;
  /** What the rewrite added. */
  became?: string;
}

export interface CorpusPair {
  id: string;
  note: string;
  original: string;
  rewrite: string;
  /** Empty: the pair is harmless. */
  losses: LabelledLoss[];
  parts?: { original: string[]; rewrite: string[] };
}

export function loadCorpus(): CorpusPair[] {
  const path = fileURLToPath(new URL('../corpus/pairs.json', import.meta.url));
  return (JSON.parse(readFileSync(path, 'utf8')) as { pairs: CorpusPair[] }).pairs;
}

const flat = (s: string | undefined) => (s ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
const overlaps = (a: string | undefined, b: string | undefined) => {
  const [x, y] = [flat(a), flat(b)];
  return x !== '' && y !== '' && (x.includes(y) || y.includes(x));
};

export function findsLoss(findings: readonly Finding[], loss: LabelledLoss): boolean {
  return findings.some(
    (f) =>
      f.kind === loss.kind &&
      (loss.was !== undefined ? overlaps(f.was, loss.was) : overlaps(f.became, loss.became)),
  );
}

export interface CorpusScore {
  losses: number;
  found: number;
  recall: number;
  missed: Array<{ id: string; loss: LabelledLoss; findings: Finding[] }>;
  harmless: number;
  /** Harmless pairs that raised an alarm, with what was raised. */
  alarms: Array<{ id: string; findings: Finding[] }>;
}

export async function scoreCorpus(pairs: readonly CorpusPair[]): Promise<CorpusScore> {
  const score: CorpusScore = {
    losses: 0,
    found: 0,
    recall: 0,
    missed: [],
    harmless: 0,
    alarms: [],
  };
  for (const pair of pairs) {
    const findings = await checkMeaning(
      pair.original,
      pair.rewrite,
      pair.parts ? { parts: pair.parts } : {},
    );
    if (pair.losses.length === 0) {
      score.harmless += 1;
      if (findings.length > 0) score.alarms.push({ id: pair.id, findings });
      continue;
    }
    for (const loss of pair.losses) {
      score.losses += 1;
      if (findsLoss(findings, loss)) score.found += 1;
      else score.missed.push({ id: pair.id, loss, findings });
    }
  }
  score.recall = score.losses === 0 ? 0 : score.found / score.losses;
  return score;
}
