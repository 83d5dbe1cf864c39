// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://docs.google.com/document/d/test/edit" }
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installDocsStandIn,
  type DocsStandInOptions,
} from '@/test/fixtures/pages/google-docs-stand-in';
import type { CardActions, CardModel } from '@/lib/model/card-model';
import { englishMessages } from '@/lib/i18n/english-messages';
import { jobView } from '@/lib/model/testing/fixtures';
import { createInPageController } from '../../selection/in-page-controller';
import { replaceSpan, timerWaiter } from '../replace';
import { DOCS_RESPONSE_EVENT, parseDocsRequest, parseDocsResponse } from './bridge-protocol';
import { captureGoogleDocs } from './capture-docs';
import { createDocsClient } from './docs-client';
import { extensionIdFromStack, installDocsBridge, type DocsWindow } from './main-world-bridge';
import { createFormattingWriter } from '@/lib/editors/formatting/formatting-writer';

const EXT_ID = 'abcdefghijklmnopabcdefghijklmnop';
const waiter = timerWaiter(300, 5);
const cleanups: Array<() => void> = [];

/** A Docs page as our two worlds see it: the bridge first (document_start), then Docs. */
function docsPage(options: DocsStandInOptions, { bridge = true } = {}) {
  const win = window as unknown as DocsWindow & Window;
  if (bridge) cleanups.push(installDocsBridge(win, EXT_ID));
  const docs = installDocsStandIn(window, options);
  const client = newClient();
  return { docs, client };
}

function newClient(options: Parameters<typeof createDocsClient>[1] = { timeoutMs: 200 }) {
  const client = createDocsClient(document, options);
  cleanups.push(() => client.dispose());
  return client;
}

afterEach(() => {
  cleanups.splice(0).forEach((dispose) => dispose());
  document.body.replaceChildren();
  const w = window as unknown as Record<string, unknown>;
  delete w._docs_annotate_canvas_by_ext;
  delete w._docs_annotate_getAnnotatedText;
});

describe('Google Docs through its annotated-text interface (stand-in)', () => {
  it('sets the flag to our id, reads the selection and writes the rewrite with one paste', async () => {
    const { docs, client } = docsPage({ text: 'Intro line.\nThe results were robust.\nEnd.' });
    expect((window as unknown as DocsWindow)._docs_annotate_canvas_by_ext).toBe(EXT_ID);
    docs.selectVisible(12, 36); // "The results were robust."
    const captured = await captureGoogleDocs(document, client);
    if (!captured || !('kind' in captured) || captured.kind !== 'editable') {
      throw new Error(`not captured: ${JSON.stringify(captured)}`);
    }
    expect(captured.text).toBe('The results were robust.');
    expect(captured.target.family).toBe('google-docs');

    const outcome = await replaceSpan(
      captured.target,
      { before: captured.before, span: captured.span, replacement: 'The results held up.' },
      waiter,
    );
    expect(outcome).toMatchObject({ status: 'replaced', path: 'paste' });
    expect(docs.text()).toBe('Intro line.\nThe results held up.\nEnd.');
    expect(docs.pastes).toEqual(['The results held up.']);
  });

  it('writes into Docs’ input even after the focus left its frame (a click on our card)', async () => {
    const { docs, client } = docsPage({ text: 'Intro line.\nThe results were robust.\nEnd.' });
    docs.selectVisible(12, 36);
    const captured = await captureGoogleDocs(document, client);
    if (!captured || !('kind' in captured) || captured.kind !== 'editable') {
      throw new Error(`not captured: ${JSON.stringify(captured)}`);
    }
    // The user clicks "Send N words": the input frame's element is no longer its activeElement.
    const frame = document.querySelector<HTMLIFrameElement>('.docs-texteventtarget-iframe')!;
    (frame.contentDocument!.activeElement as HTMLElement | null)?.blur();
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    expect(frame.contentDocument!.activeElement).not.toBe(
      frame.contentDocument!.querySelector('div'),
    );
    const outcome = await replaceSpan(
      captured.target,
      { before: captured.before, span: captured.span, replacement: 'The results held up.' },
      waiter,
    );
    expect(outcome).toMatchObject({ status: 'replaced', path: 'paste' });
    expect(docs.text()).toBe('Intro line.\nThe results held up.\nEnd.');
  });

  it('writes nothing on top when the document changed since the capture', async () => {
    const { docs, client } = docsPage({ text: 'Alpha beta gamma.' });
    docs.selectVisible(6, 10);
    const captured = await captureGoogleDocs(document, client);
    if (!captured || !('kind' in captured) || captured.kind !== 'editable') throw new Error();
    // The user types at the start while the request is out.
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    const input = frame.contentDocument?.activeElement as HTMLElement;
    docs.selectVisible(0, 0);
    const dt = new DataTransfer();
    dt.setData('text/plain', 'New ');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, cancelable: true }));
    expect(docs.text()).toBe('New Alpha beta gamma.');
    const outcome = await replaceSpan(
      captured.target,
      { before: captured.before, span: captured.span, replacement: 'BETA' },
      waiter,
    );
    expect(outcome.status).toBe('changed');
    expect(docs.text()).toBe('New Alpha beta gamma.');
  });

  it('leaves the document as it was when Docs ignores the paste', async () => {
    const { docs, client } = docsPage({ text: 'One two three.', paste: 'ignore' });
    docs.selectVisible(4, 7);
    const captured = await captureGoogleDocs(document, client);
    if (!captured || !('kind' in captured) || captured.kind !== 'editable') throw new Error();
    const outcome = await replaceSpan(
      captured.target,
      { before: captured.before, span: captured.span, replacement: 'deux' },
      waiter,
    );
    expect(outcome).toEqual({ status: 'rejected', tried: ['paste'] });
    expect(docs.text()).toBe('One two three.');
  });

  it('takes a wrong write back (Ctrl+Z in the input frame) and says it was not replaced', async () => {
    const { docs, client } = docsPage({ text: 'One two three.', paste: 'mangle' });
    docs.selectVisible(4, 7);
    const captured = await captureGoogleDocs(document, client);
    if (!captured || !('kind' in captured) || captured.kind !== 'editable') throw new Error();
    const outcome = await replaceSpan(
      captured.target,
      { before: captured.before, span: captured.span, replacement: 'deux' },
      waiter,
    );
    expect(outcome.status).toBe('rejected');
    expect(docs.text()).toBe('One two three.');
  });

  it('refuses a selection that holds more than text, and an empty one', async () => {
    const { docs, client } = docsPage({ text: 'Before\u001csection two.' });
    docs.selectVisible(0, 10);
    expect(await captureGoogleDocs(document, client)).toEqual({ reason: 'docs_non_text' });
    docs.selectVisible(3, 3);
    expect(await captureGoogleDocs(document, client)).toEqual({ reason: 'docs_no_selection' });
  });

  it('steps aside when the bridge is not in the page (support off)', async () => {
    const { docs, client } = docsPage({ text: 'Some words.' }, { bridge: false });
    docs.selectVisible(0, 4);
    expect(await captureGoogleDocs(document, client)).toBeNull();
  });

  it('says Docs gave no text when the interface is missing, or shows the menu text for copying', async () => {
    const win = window as unknown as DocsWindow & Window;
    cleanups.push(installDocsBridge(win, EXT_ID));
    delete win._docs_annotate_canvas_by_ext; // as if Docs ignored our flag
    installDocsStandIn(window, { text: 'Some words.' });
    const client = newClient();
    expect(await captureGoogleDocs(document, client)).toEqual({ reason: 'docs_unavailable' });
    expect(await captureGoogleDocs(document, client, 'Some words')).toMatchObject({
      kind: 'readonly',
      text: 'Some words',
      canvas: true,
    });
  });

  it('ignores answers the page forges in a shape we do not accept', async () => {
    const client = newClient({ timeoutMs: 100, newId: () => 'known-id' });
    // No bridge: only the "page" answers, with a selection outside its text.
    const forge = () => {
      const detail = JSON.stringify({
        id: 'known-id',
        ok: true,
        text: 'short',
        selection: { start: 0, end: 99 },
      });
      document.dispatchEvent(new CustomEvent(DOCS_RESPONSE_EVENT, { detail }));
    };
    document.addEventListener('humanizer:gdocs-request', forge);
    cleanups.push(() => document.removeEventListener('humanizer:gdocs-request', forge));
    expect(await client.read()).toBe('no_answer');
  });
});

describe('a humanize action in Docs, through the content script controller', () => {
  it('captures, writes the rewrite when the job is done, and Restore original takes it back', async () => {
    const { docs, client } = docsPage({ text: 'Keep this. Change this part. Keep that.' });
    docs.selectVisible(11, 28);
    let model: CardModel | null = null;
    let actions: CardActions | null = null;
    const controller = createInPageController(
      document,
      [],
      {
        createCard(m, a) {
          model = m;
          actions = a;
          return { update: (next) => void (model = next), focus: () => {}, remove: () => {} };
        },
        cardUnavailable: async () => undefined,
        cancelJob: async () => undefined,
        formattingWriter: async () => createFormattingWriter(),
        retryJob: async () => 'job-2',
        anotherVersion: async () => ({ jobId: 'job-3' }),
        openOptions: async () => undefined,
        confirmCapture: async () => {
          throw new Error('not asked here');
        },
        discardCapture: async () => undefined,
        t: englishMessages,
        waiter,
      },
      (fallback) => captureGoogleDocs(document, client, fallback),
    );
    expect(
      await controller['content.capture']({ captureId: 'c1', googleDocs: true }),
    ).toMatchObject({
      ok: true,
      text: 'Change this part.',
      editable: true,
      family: 'google-docs',
    });
    const job = jobView({ id: 'j1', text: 'Change this part.' });
    await controller['content.attach']({ captureId: 'c1', job, mode: 'replace' });
    const result = { humanized_text: 'Alter this bit.', word_count: 3, words_charged: 3 };
    await controller['content.jobUpdate']({ job: { ...job, status: 'done', result } });
    // The write waits out the editors' undo-grouping pause (UNDO_GROUP_MS) after the action.
    await vi.waitFor(() => expect(model).toMatchObject({ kind: 'replaced', restored: false }), {
      timeout: 5000,
    });
    expect(docs.text()).toBe('Keep this. Alter this bit. Keep that.');

    (actions as unknown as CardActions).restore();
    await vi.waitFor(() => expect(model).toMatchObject({ kind: 'replaced', restored: true }));
    expect(docs.text()).toBe('Keep this. Change this part. Keep that.');
  });
});

describe('bridge messages', () => {
  it('accepts only well-formed requests', () => {
    expect(parseDocsRequest('{"id":"a","op":"read"}')).toEqual({ id: 'a', op: 'read' });
    expect(parseDocsRequest('{"id":"a","op":"select","start":2,"end":1}')).toBeNull();
    expect(parseDocsRequest('{"id":"a","op":"paste","text":"x"}')).toBeNull();
    expect(parseDocsRequest({ id: 'a', op: 'read' })).toBeNull(); // objects do not cross worlds
    expect(parseDocsRequest('not json')).toBeNull();
  });

  it('accepts only answers whose text and selection fit', () => {
    const ok = { id: 'a', ok: true, text: 'abc', selection: { start: 1, end: 2 } };
    expect(parseDocsResponse(JSON.stringify(ok))).toEqual(ok);
    expect(parseDocsResponse(JSON.stringify({ ...ok, text: 42 }))).toBeNull();
    expect(
      parseDocsResponse(JSON.stringify({ ...ok, selection: { start: 2, end: 1 } })),
    ).toBeNull();
    expect(
      parseDocsResponse(JSON.stringify({ ...ok, selection: { start: 0.5, end: 1 } })),
    ).toBeNull();
    expect(parseDocsResponse(JSON.stringify({ id: 'a', ok: 'yes' }))).toEqual({
      id: 'a',
      ok: false,
    });
  });

  it('finds our id in the bridge script URL', () => {
    const stack = `Error\n    at chrome-extension://${EXT_ID}/gdocs-bridge.js:1:99`;
    expect(extensionIdFromStack(stack)).toBe(EXT_ID);
    expect(extensionIdFromStack('Error\n    at https://docs.google.com/x.js:1:1')).toBeNull();
  });
});
