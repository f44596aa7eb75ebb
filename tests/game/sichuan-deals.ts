/**
 * Deals for the Sichuan game tests: the worked deal and the two-winner deal the site shows, and
 * a deal nobody wins (a kong, then the wall's end with a ready hand, unready hands and a flower
 * pig). Seats are as they sat in each deal: East is its dealer.
 */
import { TWO_WINNERS_DEAL, WORKED_DEAL } from '../../src/variants/sichuan/deal/examples';

export { TWO_WINNERS_DEAL, WORKED_DEAL };

export const NOBODY_WINS_DEAL = {
  missingSuits: { E: 'm', S: 'p', W: 's', N: 'm' },
  events: [
    { type: 'kong', seat: 'S', kind: 'concealed', tile: '9m' },
    {
      type: 'wallEnd',
      hands: {
        E: '123p 456p 789p 123s 4s',
        S: '222m 345m 678m 4s {9999m}',
        W: '1m 3m 5m 7m 8m 2p 4p 6p 8p 1p 3p 5p 7p',
        N: '1m 22p 33p 44p 55s 66s 77s',
      },
    },
  ],
};

/** A self-drawn win first (South deals next), two winners on West's discard, then nobody wins. */
export const THREE_DEALS = [WORKED_DEAL, TWO_WINNERS_DEAL, NOBODY_WINS_DEAL];
