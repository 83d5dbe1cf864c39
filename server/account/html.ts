/**
 * HTML for the account page: escaping and the page frame. Every value from the database or the
 * request goes through esc(); the page runs no script (its Content-Security-Policy forbids any).
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function esc(value: unknown): string {
  return String(value).replace(/[&<>"']/gu, (c) => ENTITIES[c] ?? c);
}

export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  // same-origin, not no-referrer: with no-referrer a form's POST carries "Origin: null".
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
table{border-collapse:collapse;margin:.5rem 0 1.5rem}td,th{border:1px solid #ccc;padding:.25rem .6rem;text-align:left}
th{background:#f3f3f3}form.inline{display:inline}label{margin-right:.75rem}input,select,button{font:inherit}
.notice{background:#fff6d6;border:1px solid #e0c050;padding:.75rem 1rem}.error{color:#a00000}
code.key{font-size:1.05rem;background:#eef;padding:.2rem .4rem;user-select:all}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} · Humanizer API</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
