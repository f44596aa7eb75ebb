/**
 * What the Vietnamese scorer adds under the payments: the value on the seed's ladder (mủn and
 * leftover phán), the single and double amounts with the column each payer paid from, and what
 * each joker stood for in the reading the engine chose. Every figure comes from the variant's
 * own answer (Variant.responseExtras); nothing is recomputed here.
 */
import type { ScoreResult } from '../../../engine/score';
import { WINDS, type Wind } from '../../../engine/tiles';
import { valueText } from '../../../engine/value';
import { vietnamese } from '../../../variants/vietnamese';
import { PHAN_PER_MUN } from '../../../variants/vietnamese/settlement';
import { vietnameseTileName } from '../../../variants/vietnamese/tiles';
import { SEAT_NAMES } from '../../WindSelect';

interface JokerUse {
  joker: string;
  standsFor: string;
  group?: { kind: string; tiles: string[] };
}
interface Extras {
  mun: number;
  leftoverPhan: number;
  valueText: string;
  points: { single: number; double: number };
  jokers: JokerUse[];
  liable?: Wind;
}

const isExtras = (x: Record<string, unknown> | undefined): x is Record<string, unknown> & Extras =>
  !!x && typeof x.valueText === 'string' && typeof x.points === 'object' && Array.isArray(x.jokers);

/** Which column a payer's amount came from, read off the amounts the engine charged. */
export function shareOf(paid: number, points: Extras['points'], liable: boolean): string {
  if (liable) return 'every share (liable)';
  if (points.single === points.double && paid === points.single) return 'single (= double)';
  if (paid === points.double) return 'double';
  if (paid === points.single) return 'single';
  return 'other';
}

export function VietnameseDetails({ result }: { result: ScoreResult }) {
  const extras = vietnamese.responseExtras?.(result);
  if (!isExtras(extras)) return null;
  const { seat } = result.context;
  const payers = WINDS.filter((w) => w !== seat && result.payments[w] < 0);
  return (
    <div class="hb-viet" data-testid="viet-details">
      <p class="hb-hint" data-testid="viet-ladder">
        On the ladder: <strong>{extras.valueText}</strong>
        {extras.mun > 0
          ? ` (${valueText(vietnamese, extras.mun * PHAN_PER_MUN)} at 32 single or 64 double each${extras.leftoverPhan ? `, plus ${valueText(vietnamese, extras.leftoverPhan)} left over at a flat rate, never doubled` : ''})`
          : ''}
        . Single <strong data-testid="viet-single">{extras.points.single}</strong>, double{' '}
        <strong data-testid="viet-double">{extras.points.double}</strong>.
      </p>
      {payers.length ? (
        <table class="hb-table">
          <caption>Who paid which share</caption>
          <thead>
            <tr>
              <th scope="col">Payer</th>
              <th scope="col">Share</th>
              <th scope="col">Pays</th>
            </tr>
          </thead>
          <tbody>
            {payers.map((w) => (
              <tr key={w} data-seat={w}>
                <th scope="row">{SEAT_NAMES[w]}</th>
                <td>{shareOf(-result.payments[w], extras.points, extras.liable === w)}</td>
                <td>{-result.payments[w]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {extras.jokers.length ? (
        <div>
          <h4>What each joker stood for</h4>
          <ul data-testid="viet-jokers">
            {extras.jokers.map((j, i) => (
              <li key={i}>
                {vietnameseTileName(j.joker)} stood for{' '}
                <strong>{vietnameseTileName(j.standsFor)}</strong>
                {j.group
                  ? ` in the ${j.group.kind} ${j.group.tiles.map(vietnameseTileName).join(', ')}`
                  : ''}
                .
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
