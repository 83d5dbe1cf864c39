import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalogues } from './load-catalogues';
import { unusedKeys } from './used-keys';

describe('unused catalogue keys', () => {
  it('finds none in the shipped English catalogue', () => {
    expect(unusedKeys(Object.keys(loadCatalogues().english), '.')).toEqual([]);
  });

  it('counts a t() call, a table of keys and a manifest __MSG_ name; not a test', () => {
    const root = mkdtempSync(join(tmpdir(), 'used-keys-'));
    mkdirSync(join(root, 'lib'));
    writeFileSync(join(root, 'lib', 'a.ts'), "t('called'); const table = { x: 'inTable' };");
    writeFileSync(join(root, 'lib', 'a.test.ts'), "t('onlyInTest');");
    writeFileSync(join(root, 'wxt.config.ts'), "name: '__MSG_inManifest__'");
    const keys = ['called', 'inTable', 'inManifest', 'onlyInTest', 'nowhere'];
    expect(unusedKeys(keys, root)).toEqual(['onlyInTest', 'nowhere']);
  });
});
