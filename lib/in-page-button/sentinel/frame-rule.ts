/**
 * Where the button's script may act: the top frame, and the about:blank / srcdoc frames rich
 * editors write in (CKEditor 4, TinyMCE, mail composers). Each frame up to the top must be of
 * the page's own origin (its `frameElement` is readable: it is null across origins, and for a
 * sandboxed frame, whose origin is opaque) and not sandboxed at all (a sandboxed frame shows
 * other people's HTML: mail, comment previews). Self-contained, reading only `window`: the
 * background also runs it in each frame of an open tab (`scripting.executeScript({ func })`)
 * to inject the script only where it may act.
 */
export function editorFrameOrTop(): boolean {
  if (window !== window.top && window.location.protocol !== 'about:') return false;
  for (let at: Window = window; at !== at.top; at = at.parent) {
    const el = at.frameElement;
    if (!el || el.hasAttribute('sandbox')) return false;
  }
  return true;
}
