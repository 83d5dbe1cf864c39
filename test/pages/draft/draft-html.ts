/**
 * Draft.js's content as HTML, the page's saved data (what draft-js-export-html gives a real
 * app), so tests read the editor's model and not its DOM: block types as tags, list items in
 * their lists, inline styles as tags, LINK entities as <a> with their address and title, a
 * newline inside a block as <br>.
 */
import type { CharacterMetadata, ContentBlock, ContentState } from 'draft-js';

const BLOCK_TAGS: Record<string, string> = {
  'header-one': 'h1',
  'header-two': 'h2',
  'header-three': 'h3',
  blockquote: 'blockquote',
  'code-block': 'pre',
  'unordered-list-item': 'li',
  'ordered-list-item': 'li',
};

const STYLE_TAGS: [string, string][] = [
  ['CODE', 'code'],
  ['ITALIC', 'em'],
  ['BOLD', 'strong'],
  ['UNDERLINE', 'u'],
  ['STRIKETHROUGH', 's'],
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const sameRun = (a: CharacterMetadata, b: CharacterMetadata) =>
  a.getEntity() === b.getEntity() && a.getStyle().equals(b.getStyle());

/** The block's text in runs of the same styles and entity, each wrapped in its tags. */
function inlineHtml(block: ContentBlock, content: ContentState): string {
  const text = block.getText();
  const chars = block.getCharacterList();
  let html = '';
  for (let i = 0; i < text.length;) {
    const meta = chars.get(i);
    let end = i + 1;
    while (end < text.length && sameRun(chars.get(end), meta)) end++;
    // A soft newline in the block (Shift+Enter) is a <br>, as draft-js-export-html writes it.
    let piece = escapeHtml(text.slice(i, end)).replace(/\n/g, '<br>');
    for (const [style, tag] of STYLE_TAGS)
      if (meta.hasStyle(style)) piece = `<${tag}>${piece}</${tag}>`;
    const key = meta.getEntity();
    const entity = key ? content.getEntity(key) : null;
    if (entity?.getType() === 'LINK') {
      const { href, url, title } = entity.getData() as Record<string, string | undefined>;
      const titled = title === undefined ? '' : ` title="${escapeHtml(title)}"`;
      piece = `<a href="${escapeHtml(href ?? url ?? '')}"${titled}>${piece}</a>`;
    }
    html += piece;
    i = end;
  }
  return html;
}

/**
 * The content as HTML, nested lists as a real exporter writes them: an item of depth N + 1 in
 * a list inside the item before it (Draft keeps depth on a flat run of list blocks).
 */
export function contentHtml(content: ContentState): string {
  let html = '';
  // The open lists, outermost first, and whether each has an item still open.
  const open: { tag: string; item: boolean }[] = [];
  const close = () => {
    const list = open.pop()!;
    html += `${list.item ? '</li>' : ''}</${list.tag}>`;
  };
  for (const block of content.getBlocksAsArray()) {
    const type = block.getType();
    const tag = type === 'unordered-list-item' ? 'ul' : type === 'ordered-list-item' ? 'ol' : '';
    if (!tag) {
      while (open.length) close();
      const name = BLOCK_TAGS[type] ?? 'p';
      html += `<${name}>${inlineHtml(block, content)}</${name}>`;
      continue;
    }
    const depth = Math.max(0, block.getDepth());
    while (open.length > depth + 1) close();
    if (open.length === depth + 1 && open[depth]!.tag !== tag) close();
    while (open.length < depth + 1) {
      const outer = open.at(-1);
      if (outer && !outer.item) {
        html += '<li>';
        outer.item = true;
      }
      html += `<${tag}>`;
      open.push({ tag, item: false });
    }
    const list = open[depth]!;
    html += `${list.item ? '</li>' : ''}<li>${inlineHtml(block, content)}`;
    list.item = true;
  }
  while (open.length) close();
  return html;
}

/**
 * `html` with each nested list moved out of its item to just after it, inside the same list:
 * Draft's convertFromHTML reads a list inside a list as one level deeper, but runs the text
 * of an item holding a list together with that list's items (what a real app's importer
 * straightens). Last first, so an item's lists keep their order.
 */
export function draftListHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const nested = Array.from(template.content.querySelectorAll('li > ul, li > ol'));
  for (const list of nested.reverse()) list.parentElement!.after(list);
  return template.innerHTML;
}
