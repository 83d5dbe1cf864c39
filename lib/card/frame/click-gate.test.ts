import { describe, expect, it } from 'vitest';
import { createClickGate, INPUT_DELAY_MS } from './click-gate';

describe('the click gate', () => {
  it('refuses clicks for a moment after the card appears, then accepts them', () => {
    const gate = createClickGate(false, 1000);
    expect(gate.accepts(1000)).toBe(false);
    expect(gate.accepts(1000 + INPUT_DELAY_MS - 1)).toBe(false);
    expect(gate.accepts(1000 + INPUT_DELAY_MS)).toBe(true);
    expect(gate.acceptsFrom()).toBe(1000 + INPUT_DELAY_MS);
  });

  it('refuses clicks for a moment after the controls change or the card moves', () => {
    const gate = createClickGate(false, 0);
    expect(gate.accepts(5000)).toBe(true);
    gate.changed(5000);
    expect(gate.accepts(5000 + INPUT_DELAY_MS - 1)).toBe(false);
    expect(gate.accepts(5000 + INPUT_DELAY_MS)).toBe(true);
    // An older change never shortens the wait of a newer one.
    gate.changed(6000);
    gate.changed(5800);
    expect(gate.accepts(6000 + INPUT_DELAY_MS - 1)).toBe(false);
  });

  it('refuses clicks until visibility is reported, while covered, and for a moment after', () => {
    const gate = createClickGate(true, 0);
    expect(gate.accepts(10_000)).toBe(false);
    expect(gate.acceptsFrom()).toBeNull();
    gate.visibility(true, 10_000);
    expect(gate.accepts(10_000)).toBe(false);
    expect(gate.accepts(10_000 + INPUT_DELAY_MS)).toBe(true);

    gate.visibility(false, 20_000);
    expect(gate.accepts(20_000)).toBe(false);
    expect(gate.accepts(60_000)).toBe(false);
    gate.visibility(true, 60_000);
    expect(gate.accepts(60_000 + INPUT_DELAY_MS - 1)).toBe(false);
    expect(gate.accepts(60_000 + INPUT_DELAY_MS)).toBe(true);
    // Still visible: a repeated report does not restart the wait.
    gate.visibility(true, 70_000);
    expect(gate.accepts(70_000)).toBe(true);
  });
});
