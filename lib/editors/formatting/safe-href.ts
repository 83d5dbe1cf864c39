/**
 * Which link addresses a render may write: http(s), mailto and relative ones, exactly as the
 * page had them. Anything else (javascript:, data:, vbscript:…) is never written; browsers
 * ignore tabs, newlines and leading control characters in a scheme, so those are removed before
 * the scheme is read.
 */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export function isSafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const squeezed = href.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = SCHEME.exec(squeezed)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}

/** Link attributes a render may write besides href: no event handlers, no style. */
export function isSafeLinkAttribute(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    /^[a-z][a-z0-9_.:-]*$/.test(lower) &&
    !lower.startsWith('on') &&
    lower !== 'style' &&
    lower !== 'href'
  );
}
