/**
 * Which frame of a tab the user is acting in, when the trigger does not say (the shortcut,
 * automation). The injected content script answers `probeFrame` in every frame as the result
 * of its own injection (one round trip for both); the background then picks with `chooseFrame`.
 */
import { isShownCard } from '@/lib/card/host/page-cards';
import type { CaptureResult } from '@/lib/messages/protocol';
import { isRecord } from '../is-record';
import { isCanvasEditor } from '../editors/capture';

export interface FrameProbe {
  /** This document has the focus and it is not handed down to a child frame. */
  focused: boolean;
  /** A non-empty selection, or a focused text field. */
  hasTarget: boolean;
  url: string;
  /**
   * The document's origin as this frame sees it (an about:blank frame has its creator's):
   * the background addresses later messages to it and checks its messages against it.
   */
  origin: string;
}

export function probeFrame(): FrameProbe {
  const active = document.activeElement;
  const tag = active?.tagName ?? '';
  // One of our cards' hosts holds the focus when it is in the card's frame, and Chrome leaves
  // it there when the user then clicks into another same-process frame: either way, not here.
  const inChild = tag === 'IFRAME' || tag === 'FRAME' || (active !== null && isShownCard(active));
  const selection = document.getSelection();
  const fieldFocused = tag === 'TEXTAREA' || tag === 'INPUT';
  const editableFocused = active instanceof HTMLElement && active.isContentEditable;
  return {
    focused: document.hasFocus() && !inChild,
    hasTarget: Boolean(selection && !selection.isCollapsed) || fieldFocused || editableFocused,
    url: location.href,
    origin: location.origin,
  };
}

/** What each frame answers to the injection of the content script. */
export interface InjectionAnswer extends FrameProbe {
  /** Already captured (and its card shown): this frame is surely the one acted in. */
  capture?: { captureId: string; result: CaptureResult };
}

const isCanvasUrl = (url: string) => {
  try {
    return isCanvasEditor(new URL(url));
  } catch {
    return false;
  }
};

/**
 * The top frame, holding the focus and a selection or a focused field, and not a canvas
 * editor: `chooseFrame` picks it whatever the other frames answer (only one frame can hold
 * the focus), so it captures at once and the background skips a round trip to the page.
 */
export function surelyActedIn(probe: FrameProbe, isTop: boolean): boolean {
  return isTop && probe.focused && probe.hasTarget && !isCanvasUrl(probe.url);
}

function isCaptureResult(value: unknown): value is CaptureResult {
  if (!isRecord(value)) return false;
  if (value.ok === true) {
    return typeof value.text === 'string' && typeof value.wholeField === 'boolean';
  }
  return value.ok === false && typeof value.message === 'string';
}

/** An answer as the page's isolated world returned it (anything else is not counted). */
export function isInjectionAnswer(value: unknown): value is InjectionAnswer {
  if (!isRecord(value)) return false;
  const { focused, hasTarget, url, origin, capture } = value;
  const probe =
    typeof focused === 'boolean' &&
    typeof hasTarget === 'boolean' &&
    typeof url === 'string' &&
    typeof origin === 'string';
  if (!probe || capture === undefined) return probe;
  return (
    isRecord(capture) && typeof capture.captureId === 'string' && isCaptureResult(capture.result)
  );
}

/** Google Docs keeps the keyboard focus in a hidden input iframe; its text is the top frame's. */
function docsTopFrame(probes: Array<FrameProbe & { frameId: number }>) {
  const top = probes.find((p) => p.frameId === 0);
  return top && isCanvasUrl(top.url) ? top : undefined;
}

export function chooseFrame(probes: Array<FrameProbe & { frameId: number }>): {
  frameId: number;
} {
  const pick =
    docsTopFrame(probes) ??
    probes.find((p) => p.focused && p.hasTarget) ??
    probes.find((p) => p.focused) ??
    probes.find((p) => p.hasTarget) ??
    probes.find((p) => p.frameId === 0);
  return { frameId: pick?.frameId ?? 0 };
}
