/**
 * What the Vietnamese scorer adds under the payments: the value on the seed's ladder (mủn and
 * leftover phán), the single and double amounts with the column each payer paid from, and what
 * each joker stood for in the reading the engine chose. Every figure comes from the variant's
 * own answer (Variant.responseExtras); nothing is recomputed here.
 */
import type { ScoreResult } from '../../../engine/score';
import { WINDS, type Wind } from '../../../engine/tiles';
import { vietnamese } from '../../../variants/vietnamese';
import { PHAN_PER_MUN } from '../../../variants/vietnamese/settlement';
import { ENGLISH, type Say, useSay } from '../../hand-builder/words';
import '../../hand-builder/later-words';

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
export function shareOf(
  paid: number,
  points: Extras['points'],
  liable: boolean,
  say: Say = ENGLISH,
): string {
  if (liable) return say('share.liable');
  if (points.single === points.double && paid === points.single) return say('share.same');
  if (paid === points.double) return say('share.double');
  if (paid === points.single) return say('share.single');
  return say('share.other');
}

export function VietnameseDetails({ result }: { result: ScoreResult }) {
  const say = useSay();
  const extras = vietnamese.responseExtras?.(result);
  if (!isExtras(extras)) return null;
  const { seat } = result.context;
  const payers = WINDS.filter((w) => w !== seat && result.payments[w] < 0);
  return (
    <div class="hb-viet" data-testid="viet-details">
      <p class="hb-hint" data-testid="viet-ladder">
        {say('viet.ladder')} <strong>{extras.valueText}</strong>
        {extras.mun > 0 ? ` ${ladderNote(extras, say)}` : ''}. {say('viet.single')}{' '}
        <strong data-testid="viet-single">{extras.points.single}</strong>, {say('viet.double')}{' '}
        <strong data-testid="viet-double">{extras.points.double}</strong>.
      </p>
      {payers.length ? (
        <table class="hb-table">
          <caption>{say('viet.whoPaid')}</caption>
          <thead>
            <tr>
              <th scope="col">{say('viet.payer')}</th>
              <th scope="col">{say('viet.share')}</th>
              <th scope="col">{say('viet.pays')}</th>
            </tr>
          </thead>
          <tbody>
            {payers.map((w) => (
              <tr key={w} data-seat={w}>
                <th scope="row">{say.wind(w)}</th>
                <td>{shareOf(-result.payments[w], extras.points, extras.liable === w, say)}</td>
                <td>{-result.payments[w]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {extras.jokers.length ? (
        <div>
          <h4>{say('viet.jokers')}</h4>
          <ul data-testid="viet-jokers">
            {extras.jokers.map((j, i) => (
              <li key={i}>
                {say.tile(j.joker)} {say('viet.stoodFor')} <strong>{say.tile(j.standsFor)}</strong>
                {j.group
                  ? ` ${say('viet.inGroup', {
                      kind: say.meld(j.group.kind),
                      tiles: j.group.tiles.map(say.tile).join(', '),
                    })}`
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

/** How the mủn were paid, and the phán left over, in the page's words. */
function ladderNote(extras: Extras, say: Say): string {
  const leftover = extras.leftoverPhan
    ? say('viet.leftover', { value: say.amount(vietnamese, extras.leftoverPhan) })
    : '';
  return say('viet.mun', { value: say.amount(vietnamese, extras.mun * PHAN_PER_MUN), leftover });
}
