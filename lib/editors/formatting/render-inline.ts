/**
 * A block's runs as DOM nodes: text always as text nodes (a provider's "<b>" stays text), line
 * breaks as <br> outside code blocks, marks as nested elements in MARK_KINDS order so that a
 * link over a bold and a plain word stays one <a>. Unsafe link addresses are not written
 * (safe-href.ts): their text stays, unlinked. The tag of each mark is the semantic one unless
 * the editor saves another (MarkTags: Editor.js's sanitizer keeps <b> and <i>, not <strong>).
 */
import { MARK_KINDS, sameMark, type InlineRun, type MarkKind, type Marks } from './model';
import { isSafeHref, isSafeLinkAttribute } from './safe-href';

/** The tag written for each mark kind; an editor may name others (Partial: the rest default). */
export type MarkTags = Partial<Record<MarkKind, string>>;

const TAGS: Record<MarkKind, string> = {
  link: 'a',
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strike: 's',
  code: 'code',
};

function activeKinds(marks: Marks): MarkKind[] {
  return MARK_KINDS.filter((kind) =>
    kind === 'link' ? marks.link !== undefined && isSafeHref(marks.link.href) : marks[kind],
  );
}

function markElement(doc: Document, kind: MarkKind, marks: Marks, tags: MarkTags): HTMLElement {
  const element = doc.createElement(tags[kind] ?? TAGS[kind]);
  if (kind === 'link' && marks.link) {
    for (const [name, value] of Object.entries(marks.link.attributes)) {
      if (isSafeLinkAttribute(name)) element.setAttribute(name, value);
    }
    element.setAttribute('href', marks.link.href);
  }
  return element;
}

function appendText(doc: Document, parent: Node, text: string, breaks: boolean): void {
  const lines = breaks ? text.split('\n') : [text];
  lines.forEach((line, index) => {
    if (index > 0) parent.appendChild(doc.createElement('br'));
    if (line) parent.appendChild(doc.createTextNode(line));
  });
}

/**
 * Appends `runs` to `parent`. `breaks`: whether "\n" is a <br> (false inside <pre>); `tags`: the
 * editor's own tag for a mark kind, where it differs.
 */
export function appendRuns(
  doc: Document,
  parent: Node,
  runs: readonly InlineRun[],
  breaks: boolean,
  tags: MarkTags = {},
): void {
  const open: Array<{ kind: MarkKind; marks: Marks; element: Node }> = [];
  for (const run of runs) {
    const kinds = activeKinds(run.marks);
    let keep = 0;
    while (
      keep < open.length &&
      keep < kinds.length &&
      open[keep]!.kind === kinds[keep] &&
      sameMark(open[keep]!.marks, run.marks, kinds[keep]!)
    ) {
      keep += 1;
    }
    open.length = keep;
    for (const kind of kinds.slice(keep)) {
      const element = markElement(doc, kind, run.marks, tags);
      (open[open.length - 1]?.element ?? parent).appendChild(element);
      open.push({ kind, marks: run.marks, element });
    }
    appendText(doc, open[open.length - 1]?.element ?? parent, run.text, breaks);
  }
}
