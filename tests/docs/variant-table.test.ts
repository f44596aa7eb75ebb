import { describe, expect, it } from 'vitest';
import { variantRows } from '../../src/docs/variant-table';
import { tileSetSize } from '../../src/engine/tiles';
import { getVariant, VARIANTS } from '../../src/variants';

const rowOf = (id: string) => {
  const row = variantRows().find((r) => r.id === id);
  if (!row) throw new Error(`no row for ${id}`);
  return row;
};

describe('the variants side-by-side table', () => {
  it('has one row per registered variant, in registry order', () => {
    expect(variantRows().map((r) => r.id)).toEqual(VARIANTS.map((v) => v.id));
  });

  it('takes each row from its variant: tile set, unit, shapes, settlement, pattern count, overview link', () => {
    for (const v of VARIANTS) {
      const row = rowOf(v.id);
      expect(row.tileSet).toEqual({ name: v.tileSet.name, size: tileSetSize(v.tileSet) });
      expect(row.unit).toBe(v.unit.plural);
      expect(row.shapes).toEqual(v.shapes.map((s) => s.name));
      expect(row.settlement.summary).toBe(v.settlementSummary);
      expect(row.settlement.models).toEqual((v.settlementModels ?? []).map((m) => m.name));
      expect(row.settlement.wholeDeal).toBe(v.settleDeal !== undefined);
      expect(row.patternCount).toBe(v.patterns.length);
      expect(row.href).toBe(`/${v.id}/`);
    }
  });

  it('Sichuan plays 108 tiles, has no minimum and no chow claim', () => {
    const row = rowOf('sichuan');
    expect(row.tileSet.size).toBe(108);
    expect(row.minimum).toBeNull();
    expect(row.claims).not.toContain('chow');
    expect(row.claims).toContain('pung');
    expect(row.settlement.wholeDeal).toBe(true);
  });

  it('the minimum and cap follow the option defaults, and a table option change of default would show', () => {
    const hk = getVariant('hong-kong');
    expect(rowOf('hong-kong').minimum).toBe(hk.options.find((o) => o.id === 'minimum')?.default);
    expect(rowOf('hong-kong').cap).toBe(hk.options.find((o) => o.id === 'cap')?.default);
    const changed = {
      ...hk,
      id: 'x',
      options: hk.options.map((o) => (o.id === 'cap' ? { ...o, default: 10 } : o)),
    };
    expect(variantRows([changed])[0]!.cap).toBe(10);
  });

  it('a cap the rules fix wins over the options: Rainbow Dragon 12 fan, MCR none', () => {
    expect(rowOf('rainbow-dragon').cap).toBe(12);
    expect(rowOf('mcr').cap).toBeNull();
    expect(rowOf('mcr').minimum).toBe(8);
  });

  it('a variant without declared rules shows no claims rather than guessing', () => {
    const { rules: _rules, ...bare } = getVariant('hong-kong');
    expect(variantRows([bare])[0]!.claims).toBeNull();
  });

  it('every Hong Kong-family variant allows chow, pung, kong and robbing the kong', () => {
    for (const id of ['hong-kong', 'rainbow-dragon', 'vmc', 'mcr']) {
      expect(rowOf(id).claims).toEqual(['chow', 'pung', 'kong', 'robbing the kong']);
    }
  });
});
