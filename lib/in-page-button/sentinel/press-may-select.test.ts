import { describe, expect, it } from 'vitest';
import { pressMaySelect, type Press } from './press-may-select';

const click: Press = { clientX: 120, clientY: 40, detail: 1, shiftKey: false };
const at = (clientX: number, clientY: number) => ({ clientX, clientY });

describe('pressMaySelect', () => {
  it('a plain click (released where pressed) cannot have selected: the selection is not read', () => {
    expect(pressMaySelect(click, at(120, 40))).toBe(false);
    // The pointerup's coordinates may be fractional where the mousedown's are whole.
    expect(pressMaySelect(click, at(120.6, 40.4))).toBe(false);
  });

  it('a drag may have, however short (one pixel can cross into the next line)', () => {
    expect(pressMaySelect(click, at(121, 40))).toBe(true);
    expect(pressMaySelect(click, at(120, 39))).toBe(true);
    expect(pressMaySelect(click, at(400, 80))).toBe(true);
  });

  it('a double or triple click selects a word or a paragraph in place', () => {
    expect(pressMaySelect({ ...click, detail: 2 }, at(120, 40))).toBe(true);
    expect(pressMaySelect({ ...click, detail: 3 }, at(120, 40))).toBe(true);
  });

  it('Shift+click extends the selection in place', () => {
    expect(pressMaySelect({ ...click, shiftKey: true }, at(120, 40))).toBe(true);
  });

  it('a press whose mousedown was not seen (it focused the field, the page cancelled it) may have', () => {
    expect(pressMaySelect(null, at(120, 40))).toBe(true);
  });
});
