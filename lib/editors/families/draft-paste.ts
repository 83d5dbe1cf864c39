/**
 * A formatted paste into Draft.js (EditorFamily.shapePaste): its convertFromHTML reads a list
 * inside a list as one level deeper (the block's depth), but runs an item's text together
 * with the items of a list inside it (one block: the nesting and the line between them lost).
 * So each nested list is moved out of its item to just after it, inside the same list; an
 * item left empty (one that only held the list) goes, or Draft would paste an empty item.
 * Measured in Draft.js 0.11.7, Chromium and Firefox. The range is left as it is.
 */
export function draftListPaste(
  _root: HTMLElement,
  _range: Range,
  fragment: DocumentFragment,
): DocumentFragment {
  // Last first, so an item's lists keep their order and inner lists move before outer ones.
  const nested = Array.from(fragment.querySelectorAll('li > ul, li > ol')).reverse();
  for (const list of nested) {
    const item = list.parentElement!;
    item.after(list);
    if (!item.hasChildNodes()) item.remove();
  }
  return fragment;
}
