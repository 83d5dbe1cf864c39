/**
 * Which frame of a tab the user is acting in, when the trigger does not say (the shortcut,
 * automation). The injected content script answers `probeFrame` in every frame as the result
 * of its own injection (one round trip for both); the background then picks with `chooseFrame`.
 */
import { isCanvasEditor } from './capture';

export interface FrameProbe {
  /** This document has the focus and it is not handed down to a child frame. */
  focused: boolean;
  /** A non-empty selection, or a focused text field. */
  hasTarget: boolean;
  url: string;
}

export function probeFrame(): FrameProbe {
  const active = document.activeElement;
  const tag = active?.tagName ?? '';
  const inChild = tag === 'IFRAME' || tag === 'FRAME';
  const selection = document.getSelection();
  const fieldFocused = tag === 'TEXTAREA' || tag === 'INPUT';
  const editableFocused = active instanceof HTMLElement && active.isContentEditable;
  return {
    focused: document.hasFocus() && !inChild,
    hasTarget: Boolean(selection && !selection.isCollapsed) || fieldFocused || editableFocused,
    url: location.href,
  };
}

/** A probe as the page's isolated world returned it (anything else is not counted). */
export function isFrameProbe(value: unknown): value is FrameProbe {
  if (typeof value !== 'object' || value === null) return false;
  const probe = value as Record<string, unknown>;
  return (
    typeof probe.focused === 'boolean' &&
    typeof probe.hasTarget === 'boolean' &&
    typeof probe.url === 'string'
  );
}

/** Google Docs keeps the keyboard focus in a hidden input iframe; its text is the top frame's. */
function docsTopFrame(probes: Array<FrameProbe & { frameId: number }>) {
  const top = probes.find((p) => p.frameId === 0);
  if (!top) return undefined;
  try {
    return isCanvasEditor(new URL(top.url)) ? top : undefined;
  } catch {
    return undefined;
  }
}

export function chooseFrame(probes: Array<FrameProbe & { frameId: number }>): {
  frameId: number;
  url?: string;
} {
  const pick =
    docsTopFrame(probes) ??
    probes.find((p) => p.focused && p.hasTarget) ??
    probes.find((p) => p.focused) ??
    probes.find((p) => p.hasTarget) ??
    probes.find((p) => p.frameId === 0);
  return pick ? { frameId: pick.frameId, url: pick.url } : { frameId: 0 };
}
