/**
 * The meaning check: compares an original and its rewrite on this machine, with no network,
 * and lists every fact the rewrite lost, changed or added (numbers, dates and times, URLs,
 * e-mails, handles and tags, inline code, quotations, names, negations), a switch of language
 * or of English spelling variety, and sentences dropped or doubled where the parts of a long
 * text meet. An empty list means the rewrite can be written without asking.
 */
import { compareCounts, compareFacts, presentKeys, type Side } from './compare-facts';
import { extractDates } from './dates';
import { assertCheckable } from './errors';
import type { Fact, Finding } from './finding';
import { languageSwitch, type DetectLanguage } from './language-switch';
import { guessLanguage } from './language-guess';
import { extractCode, extractEmails, extractHandles, extractUrls } from './literals';
import { extractNames, wordSequences } from './names';
import { extractNegations } from './negations';
import { extractNumbers } from './numbers';
import { extractQuotes } from './quotes';
import { ScannedText } from './scanned-text';
import { checkSeams } from './seams';
import { spellingVariety } from './spelling-variety';

export interface MeaningCheckOptions {
  /** A language detector (the card passes browser.i18n.detectLanguage); default: built-in. */
  detectLanguage?: DetectLanguage;
  /** The parts a long text was sent and received in, to check the seams between them. */
  parts?: { original: readonly string[]; rewrite: readonly string[] };
}

/** Extractors in the order they take characters: a URL's digits are no number. */
const EXTRACTORS = [
  extractCode,
  extractUrls,
  extractEmails,
  extractHandles,
  extractDates,
  extractNumbers,
  extractQuotes,
];

function factsOf(scan: ScannedText): Map<string, Fact[]> {
  const byKind = new Map<string, Fact[]>();
  for (const extract of EXTRACTORS) {
    for (const fact of extract(scan)) {
      const list = byKind.get(fact.kind);
      if (list) list.push(fact);
      else byKind.set(fact.kind, [fact]);
    }
  }
  return byKind;
}

function nameFindings(o: ScannedText, r: ScannedText): Finding[] {
  if (guessLanguage(o.text) === 'de' || guessLanguage(r.text) === 'de') return []; // every German noun is capitalised
  const oWords = wordSequences(o.text);
  const rWords = wordSequences(r.text);
  const lowercase = new Set([...oWords.words, ...rWords.words]);
  const prefixed = (s: Set<string>) => new Set([...s].map((k) => `name:${k}`));
  return compareFacts(
    { scan: o, facts: extractNames(o, lowercase), present: prefixed(oWords.sequences) },
    { scan: r, facts: extractNames(r, lowercase), present: prefixed(rWords.sequences) },
  );
}

function spellingFindings(original: string, rewrite: string): Finding[] {
  const was = spellingVariety(original);
  const became = spellingVariety(rewrite);
  if (!was || !became || was.variety === became.variety) return [];
  return [
    {
      kind: 'spelling',
      change: 'changed',
      was: `${was.variety}:${was.example}`,
      became: `${became.variety}:${became.example}`,
      sentence: 0,
      sentenceIn: 'original',
    },
  ];
}

/** Everything but the language switch, synchronously. */
export function compareMeaning(original: string, rewrite: string): Finding[] {
  assertCheckable('The original', [original]);
  assertCheckable('The rewrite', [rewrite]);
  const o = new ScannedText(original);
  const r = new ScannedText(rewrite);
  const oFacts = factsOf(o);
  const rFacts = factsOf(r);
  const findings: Finding[] = [];
  for (const [kind, facts] of oFacts) {
    const other = rFacts.get(kind) ?? [];
    findings.push(
      ...compareFacts(
        { scan: o, facts, present: presentKeys(facts) },
        { scan: r, facts: other, present: presentKeys(other) },
      ),
    );
  }
  for (const [kind, facts] of rFacts) {
    if (oFacts.has(kind)) continue;
    findings.push(
      ...compareFacts(
        { scan: o, facts: [], present: new Set() },
        { scan: r, facts, present: presentKeys(facts) },
      ),
    );
  }
  findings.push(...nameFindings(o, r));
  const negations = (scan: ScannedText): Side => {
    const facts = extractNegations(scan);
    return { scan, facts, present: presentKeys(facts) };
  };
  findings.push(...compareCounts(negations(o), negations(r)));
  findings.push(...spellingFindings(original, rewrite));
  return findings;
}

export async function checkMeaning(
  original: string,
  rewrite: string,
  options: MeaningCheckOptions = {},
): Promise<Finding[]> {
  const findings = compareMeaning(original, rewrite);
  if (options.parts) findings.push(...checkSeams(options.parts.original, options.parts.rewrite));
  findings.push(...(await languageSwitch(original, rewrite, options.detectLanguage)));
  return findings;
}
