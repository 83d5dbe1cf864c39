/**
 * The steps of a text's versions in the popup, as on the card (issue 27, point 3): the
 * Original first, then each rewrite oldest first, the newest last. The label counts rewrites
 * only ("Version 2 of 3"); the Original is the step before Version 1. The bar shows from two
 * rewrites on: with one, Show changes already shows the Original.
 */
import type { ShownJob } from '../stores/shown-job';

/** The texts to step through: the Original, the earlier rewrites, the newest. */
export const versionTextsOf = (shown: ShownJob, resultText: string): string[] => [
  shown.original,
  ...(shown.versions ?? []).map((v) => v.text),
  resultText,
];

/** The step shown, kept within the steps (0 is the Original). */
export const clampStep = (step: number, steps: number): number =>
  Math.min(Math.max(0, step), Math.max(0, steps - 1));

export type StepLabel = { kind: 'original' } | { kind: 'version'; shown: number; count: number };

/** What the bar says for `step` of `steps` (the Original included). */
export function stepLabel(step: number, steps: number): StepLabel {
  const at = clampStep(step, steps);
  return at === 0 ? { kind: 'original' } : { kind: 'version', shown: at, count: steps - 1 };
}
