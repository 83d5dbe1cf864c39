/**
 * Firefox: the popup sends a pasted text through the background's queue and shows the
 * server's result and words charged; a refused key keeps the draft; a job goes on while the
 * popup is closed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { PRO_KEY } from '../e2e/support/reference-api';
import { withFirefoxEnv } from './support/firefox-env';
import { hasText, textOf, valueOf } from './support/page-actions';
import { DRAFT, openPopup, resultText, submitDraft } from './support/popup-page';

/** Charges at least 50 words a request, so words charged differs from the word count. */
const CHARGE_MINIMUM = 50;

describe('Firefox: popup paste and rewrite', () => {
  const env = withFirefoxEnv({ chargeMinimum: CHARGE_MINIMUM });
  beforeEach(async () => {
    await env.api.reset();
  });

  it("shows the server's result and the server's words charged", async () => {
    await env.configure({ apiKey: PRO_KEY });
    const text =
      'In today\u2019s fast-paced world, it is important to note that leveraging synergies can help.';
    const expected = await env.api.answer(text);
    expect(expected.words_charged).not.toBe(expected.word_count);

    const popup = await openPopup(env.ext);
    await submitDraft(popup, text);
    await expect.poll(() => resultText(popup), EVENTUALLY).toBe(expected.humanized_text);
    expect(await hasText(popup, '.counts span', `Word count: ${expected.word_count}`)).toBe(true);
    expect(await hasText(popup, '.counts span', `Words charged: ${expected.words_charged}`)).toBe(
      true,
    );
    expect((await env.api.textLog()).filter((r) => r.text === text)).toHaveLength(2); // ours + its
    await popup.close();
  });

  it('says a wrong key is wrong, points to settings, and keeps the draft', async () => {
    await env.configure({ apiKey: 'wrong-key' });
    const text = 'A draft that must survive a refused key, word for word.';
    const popup = await openPopup(env.ext);
    await submitDraft(popup, text);
    await expect
      .poll(() => textOf(popup, '[role="alert"]'), EVENTUALLY)
      .toMatch(/API key is wrong/);
    expect(await hasText(popup, '[role="alert"] button', 'Open settings')).toBe(true);
    expect(await valueOf(popup, DRAFT)).toBe(text);

    await popup.close();
    const again = await openPopup(env.ext);
    await expect.poll(() => valueOf(again, DRAFT), EVENTUALLY).toBe(text);
    await again.close();
  });

  it('finishes a job while the popup is closed and shows its result on reopening', async () => {
    await env.configure({ apiKey: PRO_KEY });
    const text = 'Closing the popup in the middle of a request must not lose the rewrite.';
    const expected = await env.api.rewriteOf(text);
    await env.api.reset();
    await env.api.faults({ delayMs: 3000 });
    const popup = await openPopup(env.ext);
    await submitDraft(popup, text);
    // Close once the request is at the server and not yet answered.
    await expect
      .poll(async () => (await env.api.log()).some((entry) => entry.status === null), EVENTUALLY)
      .toBe(true);
    await popup.close();
    await env.api.faults({ delayMs: 0 });

    const reopened = await openPopup(env.ext);
    await expect.poll(() => resultText(reopened), EVENTUALLY).toBe(expected);
    expect((await env.api.log()).filter((entry) => entry.text === text)).toHaveLength(1);
    expect(await valueOf(reopened, DRAFT)).toBe(text);
    expect(env.ext.consoleErrors).toEqual([]);
    await reopened.close();
  });
});
