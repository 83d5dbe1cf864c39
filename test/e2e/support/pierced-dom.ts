/**
 * A page's DOM as only a debugger sees it: CDP's DOM domain with `pierce`, which walks closed
 * shadow roots and same-process frames. The card's host and the in-page button both live in
 * closed roots the page cannot reach; tests find them here and act on them by backend node id.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface DomNode {
  backendNodeId: number;
  nodeName: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: Array<DomNode & { shadowRootType?: string }>;
  contentDocument?: DomNode;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** One CDP session per page, made on first use. */
export function cdpSession(page: Page): Promise<CDPSession> {
  let s = sessions.get(page);
  if (!s) {
    s = page.context().newCDPSession(page);
    sessions.set(page, s);
  }
  return s;
}

/** The whole document, closed roots and frames included. */
export async function piercedDocument(page: Page): Promise<DomNode> {
  const cdp = await cdpSession(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  return root;
}

/** Every node under `root`, through shadow roots and frames, with its shadow host. */
export function* walk(
  root: DomNode,
  host: DomNode | null = null,
): Generator<[DomNode, DomNode | null]> {
  yield [root, host];
  for (const shadow of root.shadowRoots ?? []) yield* walk(shadow, root);
  if (root.contentDocument) yield* walk(root.contentDocument, null);
  for (const child of root.children ?? []) yield* walk(child, host);
}

/**
 * Calls `declaration` (a function source; `this` is the node) in the page's main world with
 * `arg`, awaiting a promise it returns; the result by value.
 */
export async function callFunctionOnNode<R>(
  page: Page,
  node: DomNode,
  declaration: string,
  arg?: unknown,
): Promise<R> {
  const cdp = await cdpSession(page);
  const { object } = (await cdp.send('DOM.resolveNode', {
    backendNodeId: node.backendNodeId,
  })) as { object: { objectId: string } };
  const { result, exceptionDetails } = (await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId,
    functionDeclaration: declaration,
    arguments: [{ value: arg }],
    returnByValue: true,
    awaitPromise: true,
  })) as { result: { value: R }; exceptionDetails?: { text: string } };
  if (exceptionDetails) throw new Error(`On a ${node.nodeName}: ${exceptionDetails.text}`);
  return result.value;
}
