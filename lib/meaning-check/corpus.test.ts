import { describe, expect, it } from 'vitest';
import { loadCorpus, scoreCorpus } from './testing/score-corpus';

describe('the labelled corpus', () => {
  const pairs = loadCorpus();

  it('holds at least 60 pairs, harmless ones and ones with losses, each id once', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(60);
    expect(pairs.some((p) => p.losses.length === 0)).toBe(true);
    expect(pairs.some((p) => p.losses.length > 0)).toBe(true);
    expect(new Set(pairs.map((p) => p.id)).size).toBe(pairs.length);
  });

  it('finds at least 95% of the labelled losses and raises no alarm on harmless pairs', async () => {
    const score = await scoreCorpus(pairs);
    console.log(
      `meaning-check corpus: recall ${(score.recall * 100).toFixed(1)}% ` +
        `(${score.found}/${score.losses} labelled losses found); ` +
        `alarms on harmless pairs: ${score.alarms.length}/${score.harmless}`,
    );
    for (const miss of score.missed) console.log('missed', JSON.stringify(miss));
    for (const alarm of score.alarms) console.log('false alarm', JSON.stringify(alarm));
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
    expect(score.alarms).toEqual([]);
  });
});
