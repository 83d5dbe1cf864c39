/**
 * Checks of the messages between the card's frame and the content script (lib/messages/protocol.ts:
 * CardFrameInit, CardFrameCommand, CardFrameEvent). The port is private once the handshake is
 * done; the checks still keep a malformed message from reaching the renderer or the session.
 */
import type { CardModel } from '@/lib/model/card-model';
import { isRecord } from '@/lib/is-record';
import type {
  CardActionName,
  CardFrameCommand,
  CardFrameEvent,
  CardFrameInit,
} from '../../messages/protocol';
import { isCardSecret } from '../../messages/protocol-validators';
import { MAX_PARAGRAPHS } from '../../text/paragraphs';

/** Every action the card's frame may ask for (the Record makes a new action be listed). */
const CARD_ACTIONS: Record<CardActionName, true> = {
  confirm: true,
  cancel: true,
  tryReplace: true,
  restore: true,
  retry: true,
  another: true,
  previousVersion: true,
  nextVersion: true,
  openOptions: true,
  close: true,
};

export const isCardActionName = (name: unknown): name is CardActionName =>
  typeof name === 'string' && Object.hasOwn(CARD_ACTIONS, name);

type FieldType = 'string' | 'number' | 'boolean' | 'object' | 'strings';
/** The versions of the text and its total cost (card-model.ts VersionsShown). */
const VERSIONS_FIELDS: Record<string, FieldType> = {
  'versionShown?': 'number',
  'versionCount?': 'number',
  'totalCharged?': 'number',
};

/** The fields each kind of model needs, by type ('?' after a name: optional). */
const MODEL_FIELDS: Record<CardModel['kind'], Record<string, FieldType>> = {
  confirm: { words: 'number', requests: 'number' },
  waiting: { job: 'object' },
  replacing: {},
  replaced: {
    wordsCharged: 'number',
    restored: 'boolean',
    'message?': 'string',
    'unplaced?': 'strings',
    'invisibleRemoved?': 'number',
    ...VERSIONS_FIELDS,
  },
  result: {
    text: 'string',
    wordsCharged: 'number',
    reason: 'string',
    canReplace: 'boolean',
    'original?': 'string',
    'message?': 'string',
    'invisibleRemoved?': 'number',
  },
  review: {
    original: 'string',
    text: 'string',
    wordsCharged: 'number',
    'invisibleRemoved?': 'number',
    ...VERSIONS_FIELDS,
  },
  held: {
    original: 'string',
    text: 'string',
    wordsCharged: 'number',
    findings: 'strings',
    'unusable?': 'string',
    canReplace: 'boolean',
    'invisibleRemoved?': 'number',
    ...VERSIONS_FIELDS,
  },
  failed: { error: 'object', failedAt: 'number' },
  cancelled: {},
  notice: { message: 'string', 'text?': 'string' },
};

export function isCardModel(value: unknown): value is CardModel {
  if (!isRecord(value) || typeof value.kind !== 'string') return false;
  if (!Object.hasOwn(MODEL_FIELDS, value.kind)) return false;
  const fields = MODEL_FIELDS[value.kind as CardModel['kind']];
  return Object.entries(fields).every(([name, type]) => {
    const optional = name.endsWith('?');
    const field = value[optional ? name.slice(0, -1) : name];
    if (field === undefined) return optional;
    if (type === 'strings') {
      return Array.isArray(field) && field.every((item) => typeof item === 'string');
    }
    return type === 'object' ? isRecord(field) : typeof field === type;
  });
}

export const isCardFrameInit = (data: unknown): data is CardFrameInit =>
  isRecord(data) && data.type === 'card.init' && isCardSecret(data.secret);

export function isCardFrameCommand(data: unknown): data is CardFrameCommand {
  if (!isRecord(data)) return false;
  switch (data.type) {
    case 'show':
      return isCardModel(data.model) && (data.theme === 'light' || data.theme === 'dark');
    case 'focus':
    case 'moved':
      return true;
    default:
      return false;
  }
}

export function isCardFrameEvent(data: unknown): data is CardFrameEvent {
  if (!isRecord(data)) return false;
  if (data.type === 'shown') return true;
  if (data.type !== 'action' || !isCardActionName(data.name)) return false;
  if (data.paragraph !== undefined) {
    const index = data.paragraph;
    const ok = data.name === 'another' && Number.isInteger(index) && (index as number) >= 0;
    if (!ok || (index as number) >= MAX_PARAGRAPHS || data.text !== undefined) return false;
  }
  if (data.text === undefined) return true;
  return data.name === 'tryReplace' && isCardText(data.text);
}

/** The most text a card action may carry (a merge is never longer than both texts together). */
export const MAX_CARD_TEXT_CHARS = 2_000_000;

export const isCardText = (text: unknown): text is string =>
  typeof text === 'string' && text.length <= MAX_CARD_TEXT_CHARS;
