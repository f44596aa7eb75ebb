import { describe, expect, it } from 'vitest';
import { defineOptions } from '../../src/engine/define-options';
import { resolveOptions } from '../../src/engine/options';
import { getVariant } from '../../src/variants';
import { hkOptions } from '../../src/variants/hong-kong/options';
import { vnOptions } from '../../src/variants/vietnamese/options';

describe('one options declaration gives the engine its table and detectors a typed reader', () => {
  it('the reader reads the values the engine resolved from a request', () => {
    const resolved = resolveOptions(getVariant('hong-kong'), { cap: 10, minimum: 1 });
    const o = hkOptions(resolved);
    expect(o.cap + o.minimum).toBe(11);
    expect(o.bonusCountsTowardMinimum).toBe(true);
  });

  it('an option a partial record leaves out reads as its declared default', () => {
    expect(vnOptions({}).leftoverPhan).toBe('6');
    expect(vnOptions({ leftoverPhan: '2' }).leftoverPhan).toBe('2');
  });

  it('the engine refuses a request value the declaration does not allow', () => {
    expect(() => resolveOptions(getVariant('hong-kong'), { cap: 'ten' })).toThrow(
      /Faan cap \(limit\)” must be a whole number/,
    );
  });

  it('the declared table is the one the variant hands the engine', () => {
    const table = defineOptions([
      {
        id: 'cap',
        label: 'Cap',
        description: 'A cap.',
        type: 'integer',
        default: 5,
        source: { source: 'hk-mahjong-references', status: 'stated' },
      },
    ] as const);
    expect(table.decls.map((d) => d.id)).toEqual(['cap']);
    expect(table.read({}).cap).toBe(5);
  });
});
