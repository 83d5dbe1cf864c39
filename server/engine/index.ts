/**
 * The Humanizer rewriting engine: deterministic, rule-based, meaning-preserving.
 *
 *   humanize(text) = restore( per line: prefix + reshape(contract(replaceTells(protect(body)))) )
 *
 * 1. Protect what must not change (placeholders.ts, protect-spans.ts): fenced code, inline
 *    code, URLs, e-mail addresses, quotations, numbers, HTML tags, link targets.
 * 2. Keep line structure (line-structure.ts): headings, tables, rules, indented code and
 *    blank lines are untouched; list markers and quote markers are kept; every "\n" and
 *    every blank-line separator is preserved exactly.
 * 3. Replace AI tells (ai-tells.ts, replace-tells.ts), then contract (contractions.ts), then
 *    vary sentence length (sentence-length.ts).
 * Same input → same output; non-Latin text, emoji and CJK pass through untouched.
 */
import { AI_TELLS } from './ai-tells';
import { FORMAL_REGISTER, apostropheOf, contract } from './contractions';
import { planLine } from './line-structure';
import { SpanStore } from './placeholders';
import { protectFences, protectInline } from './protect-spans';
import { type TellCounters, replaceTells } from './replace-tells';
import { reshapeSentences } from './sentence-length';

export { AI_TELLS } from './ai-tells';
export type { AiTell } from './phrase-pattern';

interface RewriteContext {
  store: SpanStore;
  counters: TellCounters;
  /** ' or ’, or null when the register is too formal for contractions. */
  apostrophe: string | null;
}

function rewriteProse(body: string, context: RewriteContext): string {
  let text = protectInline(body, context.store);
  text = replaceTells(text, AI_TELLS, context.counters);
  if (context.apostrophe !== null) text = contract(text, context.apostrophe);
  text = reshapeSentences(text);
  // Removing a phrase at the very end or start may leave a stray space; the body had none.
  return trimSpacesAndTabs(text);
}

/** Strips leading and trailing spaces and tabs, scanning from each end (a regex `[ \t]+$` would
 * retry from every space of a long inner run: quadratic). */
function trimSpacesAndTabs(text: string): string {
  const blank = (ch: string) => ch === ' ' || ch === '\t';
  let start = 0;
  let end = text.length;
  while (start < end && blank(text.charAt(start))) start += 1;
  while (end > start && blank(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

function rewriteLine(line: string, context: RewriteContext): string {
  const plan = planLine(line);
  if (plan.kind === 'keep') return line;
  const rewritten = rewriteProse(plan.body, context);
  // Never turn a line into nothing (e.g. a lone filler phrase): keep it as written.
  return rewritten === '' ? line : plan.prefix + rewritten + plan.suffix;
}

/** Rewrites AI-sounding `text` into plainer, more natural prose. */
export function humanize(text: string): string {
  const store = new SpanStore();
  const context: RewriteContext = {
    store,
    counters: new Map(),
    apostrophe: FORMAL_REGISTER.test(text) ? null : apostropheOf(text),
  };
  let work = store.protectReserved(text);
  work = protectFences(work, store);
  const lines = work.split('\n').map((line) => rewriteLine(line, context));
  return store.restore(lines.join('\n'));
}
