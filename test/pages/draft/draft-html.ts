/**
 * Draft.js's content as HTML, the page's saved data (what draft-js-export-html gives a real
 * app), so tests read the editor's model and not its DOM: block types as tags, list items in
 * their lists, inline styles as tags, LINK entities as <a> with their address and title.
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
    let piece = escapeHtml(text.slice(i, end));
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

export function contentHtml(content: ContentState): string {
  let html = '';
  let list = '';
  for (const block of content.getBlocksAsArray()) {
    const type = block.getType();
    const wanted = type === 'unordered-list-item' ? 'ul' : type === 'ordered-list-item' ? 'ol' : '';
    if (list !== wanted) {
      if (list) html += `</${list}>`;
      if (wanted) html += `<${wanted}>`;
      list = wanted;
    }
    const tag = BLOCK_TAGS[type] ?? 'p';
    html += `<${tag}>${inlineHtml(block, content)}</${tag}>`;
  }
  return list ? `${html}</${list}>` : html;
}
