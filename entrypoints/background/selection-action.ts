/** TEMPORARY (foundation): issue 4 implements the in-page action here. */
export async function humanizeSelection(_tabId: number, _frameId?: number): Promise<void> {
  throw new Error('Humanize selection is not implemented yet.');
}
