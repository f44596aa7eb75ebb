import { describe, expect, it } from 'vitest';
import { payoutRows } from '../../src/components/house-rules/payout-rows';
import type { WinContext } from '../../src/engine/context';
import { applyHouseRules, emptyHouseRules } from '../../src/engine/house-rules';
import { hongKong } from '../../src/variants/hong-kong';
import { mcr } from '../../src/variants/mcr';
import { rainbowDragon } from '../../src/variants/rainbow-dragon';

const discard = {
  seat: 'S',
  round: 'E',
  selfDrawn: false,
  discarder: 'W',
  kongReplacement: false,
  robbingKong: false,
  lastTile: false,
  fourthTile: false,
  extra: {},
} as WinContext;

describe("the printed page's payout table", () => {
  it("runs from the club's minimum to its cap, paid by the club's settlement model", () => {
    const house = applyHouseRules(hongKong, {
      ...emptyHouseRules(hongKong),
      options: { minimum: 2, cap: 8 },
      model: 'full-spicy',
    });
    const rows = payoutRows(house.variant, house.options)!;
    expect(rows.map((r) => r.total)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    const fullSpicy = hongKong.settlementModels!.find((m) => m.id === 'full-spicy')!;
    for (const r of rows) {
      expect(r.discarder).toBe(-fullSpicy.settle(r.total, discard, house.options).W);
      expect(r.base?.amount).toBe(fullSpicy.base!(r.total, house.options).amount);
    }
  });

  it("uses a club's own points table (Rainbow Dragon) and the rules' fixed 12-fan cap", () => {
    const table = '1,2,3,4,5,6,7,8,9,10,11,12,13';
    const house = applyHouseRules(rainbowDragon, {
      ...emptyHouseRules(rainbowDragon),
      options: { pointsTable: table, minimum: 0 },
    });
    const rows = payoutRows(house.variant, house.options)!;
    expect(rows.map((r) => r.total)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rows.map((r) => r.base?.amount)).toEqual(table.split(',').map(Number));
  });

  it('has no finite table for a variant without a cap (MCR)', () => {
    const house = applyHouseRules(mcr, emptyHouseRules(mcr));
    expect(payoutRows(house.variant, house.options)).toBeNull();
  });
});
