import { describe, expect, it } from 'vitest';
import { frameSenderOf, isFromDocument, type DocumentAddress } from './document-ref';

const chromeJob: DocumentAddress = {
  tabId: 7,
  frameId: 0,
  document: { id: 'doc-A', origin: 'https://a.test' },
};
/** Firefox without documentId: the origin is all there is to check. */
const originJob: DocumentAddress = { tabId: 7, frameId: 3, document: { origin: 'https://a.test' } };

describe('isFromDocument', () => {
  it('accepts the very document (tab, frame, documentId)', () => {
    expect(
      isFromDocument(chromeJob, { tabId: 7, frameId: 0, documentId: 'doc-A', origin: 'x' }),
    ).toBe(true);
  });

  it('refuses the next document of the same tab and frame, same origin or not', () => {
    const same = { tabId: 7, frameId: 0, origin: 'https://a.test' };
    expect(isFromDocument(chromeJob, { ...same, documentId: 'doc-B' })).toBe(false);
    expect(isFromDocument(chromeJob, { ...same, documentId: undefined })).toBe(false);
    expect(
      isFromDocument(chromeJob, { ...same, documentId: 'doc-C', origin: 'https://b.test' }),
    ).toBe(false);
  });

  it('refuses another tab or frame even with the same documentId', () => {
    expect(isFromDocument(chromeJob, { tabId: 8, frameId: 0, documentId: 'doc-A' })).toBe(false);
    expect(isFromDocument(chromeJob, { tabId: 7, frameId: 1, documentId: 'doc-A' })).toBe(false);
  });

  it('without a documentId, checks the origin; an opaque origin matches nothing', () => {
    expect(isFromDocument(originJob, { tabId: 7, frameId: 3, origin: 'https://a.test' })).toBe(
      true,
    );
    expect(isFromDocument(originJob, { tabId: 7, frameId: 3, origin: 'https://b.test' })).toBe(
      false,
    );
    expect(isFromDocument(originJob, { tabId: 7, frameId: 3 })).toBe(false);
    const opaque: DocumentAddress = { tabId: 7, frameId: 3, document: { origin: 'null' } };
    expect(isFromDocument(opaque, { tabId: 7, frameId: 3, origin: 'null' })).toBe(false);
  });

  it('gives no content script a job stored without its document', () => {
    expect(
      isFromDocument({ tabId: 7, frameId: 0 }, { tabId: 7, frameId: 0, origin: 'https://a.test' }),
    ).toBe(false);
  });
});

describe('frameSenderOf', () => {
  it('takes the browser’s origin, else the URL’s; frame 0 for a tab without frameId', () => {
    expect(
      frameSenderOf({
        tab: { id: 3 },
        url: 'https://a.test/page?q',
        documentId: 'd',
      }),
    ).toEqual({ tabId: 3, frameId: 0, documentId: 'd', origin: 'https://a.test' });
    expect(
      frameSenderOf({ tab: { id: 3 }, frameId: 2, url: 'about:blank', origin: 'https://p.test' }),
    ).toMatchObject({ frameId: 2, origin: 'https://p.test' });
    expect(frameSenderOf({ url: 'not a url' })).toEqual({
      tabId: undefined,
      frameId: undefined,
      documentId: undefined,
      origin: undefined,
    });
  });
});
