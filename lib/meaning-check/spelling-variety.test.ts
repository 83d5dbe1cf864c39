import { describe, expect, it } from 'vitest';
import { spellingVariety } from './spelling-variety';

describe('spellingVariety', () => {
  it('tells British from American spelling, inflections included', () => {
    expect(spellingVariety('We organised the colours by centre.')).toEqual({
      variety: 'en-GB',
      example: 'organised',
    });
    expect(spellingVariety('The organization traveled to the theater.')).toEqual({
      variety: 'en-US',
      example: 'organization',
    });
  });

  it('answers nothing without a clear lead', () => {
    expect(spellingVariety('Words both varieties share: check the program.')).toBeUndefined();
    expect(spellingVariety('colour and color')).toBeUndefined();
  });
});
