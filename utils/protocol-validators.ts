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
  (field: string, { nonEmpty = false } = {}): Validator =>
  (p) => {
    if (!isRecord(p)) return 'payload must be an object';
    const value = p[field];
    if (typeof value !== 'string') return `${field} must be a string`;
    if (nonEmpty && value.length === 0) return `${field} must not be empty`;
    return null;
  };

const settingsPatch: Validator = (p) => {
  if (!isRecord(p)) return 'payload must be an object';
  const checks: Array<[string, string]> = [
    ['baseUrl', 'string'],
    ['apiKey', 'string'],
    ['requestsPerMinute', 'number'],
    ['historyEnabled', 'boolean'],
  ];
  for (const [field, type] of checks) {
    if (p[field] !== undefined && typeof p[field] !== type) return `${field} must be a ${type}`;
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

export const runtimeValidators: Record<RuntimeType, Validator> = {
  'job.submit': stringField('text', { nonEmpty: true }),
  'job.cancel': stringField('jobId', { nonEmpty: true }),
  'job.retry': stringField('jobId', { nonEmpty: true }),
  'settings.get': object,
  'settings.save': settingsPatch,
  'settings.forgetKey': object,
  'settings.testConnection': (p) => stringField('baseUrl')(p) ?? stringField('apiKey')(p),
  'history.clear': object,
  'options.open': object,
  'job.cardUnavailable': stringField('jobId', { nonEmpty: true }),
  'googleDocs.get': object,
  'googleDocs.set': (p) =>
    isRecord(p) && typeof p.enabled === 'boolean' ? null : 'enabled must be a boolean',
  'inPageButton.get': optionalUrl,
  'inPageButton.set': buttonChange,
  'inPageButton.press': object,
  'inPageButton.hideSite': object,
  'inPageButton.shown': object,
};
