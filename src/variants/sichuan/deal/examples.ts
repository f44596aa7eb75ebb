/**
 * Deals the pages and the ledger island show. Their numbers are never written down here: the
 * page computes them with settleDeal at build time, and tests/variants/sichuan/deal.test.ts
 * checks them against a hand count.
 */

/** From the first kong to the wall's end: every kind of kong, a self-draw, a ready player, an unready one and a flower pig. */
export const WORKED_DEAL = {
  missingSuits: { E: 'm', S: 'p', W: 's', N: 'm' },
  events: [
    { type: 'kong', seat: 'W', kind: 'exposed', tile: '5p', from: 'N', wallLeft: 48 },
    { type: 'kong', seat: 'E', kind: 'concealed', tile: '3s', wallLeft: 40 },
    {
      type: 'win',
      winners: [{ seat: 'S', hand: '123m 456m 789m 789m 5m @5m' }],
      context: { selfDrawn: true },
      wallLeft: 30,
    },
    { type: 'kong', seat: 'E', kind: 'added', tile: '1p', wallLeft: 12 },
    {
      type: 'wallEnd',
      hands: {
        E: '789p 999p 9s [1111p] {3333s}',
        W: '123m 468m 22p 78p [5555p]',
        N: '1m 234p 456s 78s 99s 11s',
      },
    },
  ],
};

/** Two winners on one discard, then a kong and a self-draw that only the players still in pay for. */
export const TWO_WINNERS_DEAL = {
  missingSuits: { E: 'p', S: 'm', W: 's', N: 'm' },
  events: [
    { type: 'kong', seat: 'N', kind: 'concealed', tile: '5p' },
    {
      type: 'win',
      winners: [
        { seat: 'S', hand: '123p 789p 789p 111s 9s @9s' },
        { seat: 'N', hand: '234s 678s 888s 9s {5555p} @9s' },
      ],
      context: { discarder: 'W' },
    },
    { type: 'kong', seat: 'E', kind: 'concealed', tile: '7m' },
    {
      type: 'win',
      winners: [{ seat: 'W', hand: '111m 234m 22p 123p 44p @4p' }],
      context: { selfDrawn: true },
    },
  ],
};
