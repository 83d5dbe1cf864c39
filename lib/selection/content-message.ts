/**
 * Which background messages the content script obeys: our extension's background only (not
 * another tab's content script), a ContentProtocol type this controller answers, and meant
 * for this document's origin. A frame that navigated keeps its tab and frame ids; where the
 * browser cannot address a documentId (Firefox before it had them), the origin the background
 * expects is the check that remains.
 */
export interface ContentMessageSender {
  id?: string;
  tab?: unknown;
}

export function contentMessageFor<T extends string>(
  message: unknown,
  sender: ContentMessageSender,
  context: { extensionId: string; origin: string; types: readonly T[] },
): { type: T; payload: unknown } | null {
  if (sender.id !== context.extensionId || sender.tab) return null;
  if (typeof message !== 'object' || message === null) return null;
  const { type, payload, origin } = message as Record<string, unknown>;
  if (origin !== context.origin) return null;
  if (!context.types.includes(type as T)) return null;
  return { type: type as T, payload };
}
