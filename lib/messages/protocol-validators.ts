/**
 * Payload validation for every runtime message: each returns null when the payload is
 * well-formed, or a short description of what is wrong.
 */
import { isRecord } from '@/lib/is-record';
import { asButtonChange } from '@/lib/in-page-button/button-settings';
import type { RuntimeType } from './protocol';

type Validator = (payload: unknown) => string | null;

const object: Validator = (p) => (isRecord(p) ? null : 'payload must be an object');

const stringField =
  (field: string, { nonEmpty = false, maxLength = Infinity } = {}): Validator =>
  (p) => {
    if (!isRecord(p)) return 'payload must be an object';
    const value = p[field];
    if (typeof value !== 'string') return `${field} must be a string`;
    if (nonEmpty && value.length === 0) return `${field} must not be empty`;
    if (value.length > maxLength) return `${field} is too long`;
    return null;
  };

/** A capture id: a UUID the background made (crypto.randomUUID), with room to spare. */
const captureId = stringField('captureId', { nonEmpty: true, maxLength: 64 });

const settingsPatch: Validator = (p) => {
  if (!isRecord(p)) return 'payload must be an object';
  const checks: Array<[string, string]> = [
    ['baseUrl', 'string'],
    ['apiKey', 'string'],
    ['requestsPerMinute', 'number'],
    ['historyEnabled', 'boolean'],
    ['keyTyped', 'boolean'],
  ];
  for (const [field, type] of checks) {
    if (p[field] !== undefined && typeof p[field] !== type) return `${field} must be a ${type}`;
  }
  const threshold = p.confirmAboveWords;
  if (threshold !== undefined && typeof threshold !== 'number') {
    return 'confirmAboveWords must be a number';
  }
  const behaviour = p.editableBehaviour;
  if (behaviour !== undefined && behaviour !== 'replace' && behaviour !== 'review') {
    return 'editableBehaviour must be "replace" or "review"';
  }
  return null;
};

/** A page URL as the popup read it from its tab: optional, a bounded string. */
const optionalUrl: Validator = (p) => {
  if (!isRecord(p)) return 'payload must be an object';
  if (p.url === undefined) return null;
  return typeof p.url === 'string' && p.url.length <= 8192 ? null : 'url must be a short string';
};

const buttonChange: Validator = (p) =>
  optionalUrl(p) ??
  (asButtonChange((p as Record<string, unknown>).change) ? null : 'change is not a button change');
/** The longest text Copy takes: far beyond any rewrite, and well under the message limits. */
export const MAX_COPY_CHARS = 2_000_000;

/** A card frame's secret: crypto.randomUUID(). */
const SECRET = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isCardSecret = (value: unknown): value is string =>
  typeof value === 'string' && SECRET.test(value);

const secretField: Validator = (p) =>
  isRecord(p) && isCardSecret(p.secret) ? null : 'secret must be a UUID';

/** Text to copy: a string of at most MAX_COPY_CHARS. */
export const copyTextProblem: Validator = (p) => {
  const problem = stringField('text')(p);
  if (problem) return problem;
  return (p as { text: string }).text.length > MAX_COPY_CHARS ? 'text is too long' : null;
};

/** More job ids than a queue ever holds is not a request from our popup. */
const MAX_JOB_IDS = 1000;

const sendToOrigin: Validator = (p) => {
  if (!isRecord(p)) return 'payload must be an object';
  const { jobIds, origin } = p;
  if (!Array.isArray(jobIds) || jobIds.length === 0 || jobIds.length > MAX_JOB_IDS) {
    return `jobIds must be an array of 1 to ${MAX_JOB_IDS} ids`;
  }
  if (!jobIds.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 200)) {
    return 'jobIds must hold non-empty strings';
  }
  if (typeof origin !== 'string' || origin.length === 0 || origin.length > 2100) {
    return 'origin must be a non-empty string';
  }
  return null;
};

const testConnection: Validator = (p) => {
  const problem = stringField('baseUrl')(p) ?? stringField('apiKey')(p);
  if (problem) return problem;
  const typed = (p as Record<string, unknown>).keyTyped;
  return typed === undefined || typeof typed === 'boolean' ? null : 'keyTyped must be a boolean';
};

const sidePanelInsert: Validator = (p) => {
  const problem =
    stringField('jobId', { nonEmpty: true, maxLength: 200 })(p) ??
    stringField('text', { nonEmpty: true, maxLength: MAX_COPY_CHARS })(p);
  if (problem) return problem;
  const { wordsCharged, windowId } = p as Record<string, unknown>;
  if (!Number.isSafeInteger(wordsCharged) || (wordsCharged as number) < 0) {
    return 'wordsCharged must be a whole number';
  }
  return windowId === undefined || Number.isSafeInteger(windowId)
    ? null
    : 'windowId must be a whole number';
};

/** A paragraph pick (queue-api.ts ParagraphPick): an index and a job id, bounded. */
const paragraphPick: Validator = (p) => {
  const pick = (p as Record<string, unknown>).paragraph;
  if (pick === undefined) return null;
  if (!isRecord(pick) || !Number.isSafeInteger(pick.index) || (pick.index as number) < 0) {
    return 'paragraph.index must be a whole number';
  }
  return stringField('versionId', { nonEmpty: true, maxLength: 200 })(pick);
};

const anotherVersion: Validator = (p) => {
  const problem = stringField('jobId', { nonEmpty: true })(p) ?? paragraphPick(p);
  if (problem) return problem;
  const confirmed = (p as Record<string, unknown>).confirmed;
  return confirmed === undefined || typeof confirmed === 'boolean'
    ? null
    : 'confirmed must be a boolean';
};

export const runtimeValidators: Record<RuntimeType, Validator> = {
  'job.submit': stringField('text', { nonEmpty: true }),
  'job.cancel': stringField('jobId', { nonEmpty: true }),
  'job.retry': stringField('jobId', { nonEmpty: true }),
  'job.another': anotherVersion,
  'settings.get': object,
  'settings.save': settingsPatch,
  'settings.forgetKey': object,
  'settings.testConnection': testConnection,
  'jobs.sendToOrigin': sendToOrigin,
  'history.clear': object,
  'options.open': object,
  'demoKey.use': stringField('baseUrl', { nonEmpty: true, maxLength: 2048 }),
  'shortcuts.open': object,
  'job.cardUnavailable': stringField('jobId', { nonEmpty: true }),
  'card.expect': secretField,
  'formatting.load': object,
  'card.claim': secretField,
  'clipboard.write': copyTextProblem,
  'selection.confirm': captureId,
  'selection.discard': captureId,
  'googleDocs.get': object,
  'googleDocs.set': (p) =>
    isRecord(p) && typeof p.enabled === 'boolean' ? null : 'enabled must be a boolean',
  'inPageButton.get': optionalUrl,
  'inPageButton.set': buttonChange,
  'inPageButton.press': object,
  'sidePanel.insert': sidePanelInsert,
  'inPageButton.hideSite': object,
  'inPageButton.shown': object,
};
