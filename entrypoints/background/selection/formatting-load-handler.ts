/** The `formatting.load` handler, wired to the browser's scripting API (formatting-load.ts). */
import { browser } from 'wxt/browser';
import type { Handlers } from '../messages/message-router';
import { createFormattingLoad } from './formatting-load';

export const formattingLoadHandlers: Pick<Handlers, 'formatting.load'> = {
  'formatting.load': createFormattingLoad((injection) =>
    browser.scripting.executeScript(injection),
  ),
};
