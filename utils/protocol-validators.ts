/**
 * Payload validation for every runtime message: each returns null when the payload is
 * well-formed, or a short description of what is wrong.
 */
import { isRecord } from '@/lib/is-record';
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
  'card.expect': secretField,
  'card.claim': secretField,
  'clipboard.write': copyTextProblem,
  'googleDocs.get': object,
  'googleDocs.set': (p) =>
    isRecord(p) && typeof p.enabled === 'boolean' ? null : 'enabled must be a boolean',
};
