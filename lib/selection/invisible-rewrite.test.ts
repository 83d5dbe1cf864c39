// @vitest-environment happy-dom
/**
 * Invisible format characters in the API's rewrite that the user's text did not have are
 * removed before the rewrite is written, shown in review or offered for copying, and the card
 * says how many (issue 16); the user's own are kept.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { done, job, setup, textarea } from '@/lib/selection/testing/session-harness';

const RLO = '\u202E';
const PDF = '\u202C';
const ZWSP = '\u200B';

describe('a rewrite with invisible format characters', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('writes the rewrite without the API’s bidi override and says so', async () => {
    const t = textarea('Keep. Rename the file. Keep.', 6, 22);
    const { controller, last, settle } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'replace' });
    await controller['content.jobUpdate']({ job: done(`Call it ${RLO}txt.exe${PDF} now.`) });
    await settle();
    expect(t.value).toBe('Keep. Call it txt.exe now. Keep.');
    expect(last().model).toEqual({
      kind: 'replaced',
      wordsCharged: 3,
      restored: false,
      invisibleRemoved: 2,
    });
  });

  it('keeps the format characters the user’s own text had', async () => {
    const t = textarea(`Keep. Two${ZWSP}words here. Keep.`, 6, 21);
    const { controller, last, settle } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'replace' });
    await controller['content.jobUpdate']({ job: done(`Two${ZWSP}words${RLO} now.`) });
    await settle();
    expect(t.value).toBe(`Keep. Two${ZWSP}words now. Keep.`);
    expect(last().model).toMatchObject({ kind: 'replaced', invisibleRemoved: 1 });
  });

  it('shows review without them, and Replace writes the same text', async () => {
    const t = textarea('One two three.', 4, 7);
    const { controller, last, settle } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'review' });
    await controller['content.jobUpdate']({ job: done(`T${ZWSP}W${RLO}O`) });
    await settle();
    expect(last().model).toEqual({
      kind: 'review',
      original: 'two',
      text: 'TWO',
      wordsCharged: 3,
      invisibleRemoved: 2,
    });
    last().actions.tryReplace();
    await settle();
    expect(t.value).toBe('One TWO three.');
  });

  it('shows (and copies) a read-only rewrite without them', async () => {
    document.body.innerHTML = '<p id="p">Some read only words.</p>';
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('p')!);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    const { controller, last, settle } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'replace' });
    await controller['content.jobUpdate']({ job: done(`${RLO}Rewritten.`) });
    await settle();
    expect(last().model).toMatchObject({
      kind: 'result',
      reason: 'readonly',
      text: 'Rewritten.',
      invisibleRemoved: 1,
    });
  });
});
