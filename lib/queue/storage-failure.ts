/**
 * A storage write that failed, told in the user's words: "storage is full" for a quota
 * error (the browser's message says QUOTA_BYTES or quota), else "could not be saved".
 */
import type { Translate } from '../i18n/translate';

export class StorageFailure extends Error {
  constructor(
    message: string,
    readonly full: boolean,
  ) {
    super(message);
    this.name = 'StorageFailure';
  }
}

export function storageFailure(err: unknown, t: Translate): StorageFailure {
  if (err instanceof StorageFailure) return err;
  const detail = err instanceof Error ? err.message : String(err);
  const full = /quota/i.test(detail);
  return new StorageFailure(full ? t('storageFull') : t('storageWriteFailed', detail), full);
}
