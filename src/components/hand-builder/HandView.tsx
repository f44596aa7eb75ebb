import type { Hand } from '../../engine/hand';
import type { TileCode } from '../../engine/tiles';
import { Tile } from '../Tile';
import type { Place, Target, TargetChoice } from './model';
import { useSay } from './words';

interface TargetProps {
  target: Target;
  onChange(t: Target): void;
  /** The targets the variant's tile set needs (tiles.ts: the four shared ones, and banking with jokers). */
  targets: TargetChoice[];
}

/**
 * Where the next tapped tile goes: a radio group drawn as a row of chips, so it is one tab stop
 * with arrow keys inside. The hint says what the chosen place takes.
 */
export function TargetPicker({ target, onChange, targets }: TargetProps) {
  const say = useSay();
  return (
    <fieldset class="hb-targets">
      <legend class="sr-only">{say('targets.legend')}</legend>
      <div class="hb-targets__options">
        {targets.map((t) => (
          <label
            key={t.id}
            class={`hb-targets__option${t.id === target ? ' hb-targets__option--on' : ''}`}
          >
            <input
              type="radio"
              name="hb-target"
              value={t.id}
              checked={t.id === target}
              aria-describedby="hb-target-hint"
              onChange={() => onChange(t.id)}
            />
            <span>{t.label}</span>
          </label>
        ))}
      </div>
      <p class="hb-hint" id="hb-target-hint">
        {say('targets.hint', { place: targets.find((t) => t.id === target)?.hint ?? '' })}
      </p>
    </fieldset>
  );
}

interface PendingProps {
  pending: TileCode[];
  onRemove(index: number): void;
  onFinish(): void;
  /** Given when the tiles make a pung or a run (one real tile, two jokers): "Finish meld" then says which. */
  onFinishChow?: () => void;
  onCancel(): void;
}

/** The exposed meld being collected. */
export function PendingMeld({ pending, onRemove, onFinish, onFinishChow, onCancel }: PendingProps) {
  const say = useSay();
  return (
    <div class="hb-pending" role="group" aria-label={say('pending.group')}>
      <span class="hb-label">{say('pending.label')}</span>
      <span class="hb-tiles">
        {pending.length === 0 ? <span class="hb-hint">{say('pending.empty')}</span> : null}
        {pending.map((t, i) => (
          <button
            key={i}
            type="button"
            class="hb-tile-btn"
            aria-label={say('pending.takeBack', { tile: say.tile(t) })}
            onClick={() => onRemove(i)}
          >
            <Tile code={t} small />
          </button>
        ))}
      </span>
      <span class="hb-pending__actions">
        <button type="button" class="hb-btn" onClick={onFinish} disabled={pending.length < 3}>
          {say(onFinishChow ? 'pending.finishPung' : 'pending.finish')}
        </button>
        {onFinishChow ? (
          <button type="button" class="hb-btn" onClick={onFinishChow}>
            {say('pending.finishChow')}
          </button>
        ) : null}
        <button
          type="button"
          class="hb-btn hb-btn--quiet"
          onClick={onCancel}
          disabled={pending.length === 0}
        >
          {say('pending.cancel')}
        </button>
      </span>
    </div>
  );
}

interface HandProps {
  hand: Hand;
  count: number;
  onRemove(place: Place): void;
}

/** The hand as tappable tiles: tapping one takes it out (a meld goes out whole). */
export function HandView({ hand, count, onRemove }: HandProps) {
  const say = useSay();
  const empty = count === 0 && hand.bonus.length === 0;
  const remove = (t: TileCode) => say('hand.remove', { tile: say.tile(t) });
  return (
    <div class="hb-hand" role="group" aria-label={say('hand.group', { count })}>
      <p class="hb-hand__count">
        <span class="hb-label">{say('hand.label')}</span>{' '}
        <span data-testid="tile-count">{say('hand.count', { count })}</span>
        <span class="hb-hint"> · {say(empty ? 'hand.tapBelow' : 'hand.tapToRemove')}</span>
      </p>
      <div class="hb-hand__groups">
        {hand.concealed.length ? (
          <span class="hb-tiles" role="group" aria-label={say('hand.standing')}>
            {hand.concealed.map((t, i) => (
              <button
                key={`c${i}`}
                type="button"
                class="hb-tile-btn"
                aria-label={remove(t)}
                onClick={() => onRemove({ where: 'concealed', index: i })}
              >
                <Tile code={t} small />
              </button>
            ))}
          </span>
        ) : null}
        {hand.melds.map((m, k) => (
          <button
            key={`m${k}`}
            type="button"
            class={`hb-tile-btn hb-meld${m.exposed ? '' : ' hb-meld--concealed'}`}
            aria-label={say(m.exposed ? 'hand.removeExposed' : 'hand.removeConcealed', {
              kind: say.meld(m.kind),
              tiles: m.tiles.map(say.tile).join(', '),
            })}
            onClick={() => onRemove({ where: 'meld', index: k })}
          >
            {m.tiles.map((t, i) => (
              <Tile key={i} code={t} small />
            ))}
          </button>
        ))}
        {hand.winningTile ? (
          <span class="hb-tiles hb-win" role="group" aria-label={say('hand.winning')}>
            <span class="hb-label" aria-hidden="true">
              {say('hand.wonOn')}
            </span>
            <button
              type="button"
              class="hb-tile-btn"
              aria-label={say('hand.removeWinning', { tile: say.tile(hand.winningTile) })}
              onClick={() => onRemove({ where: 'win' })}
            >
              <Tile code={hand.winningTile} highlight small />
            </button>
          </span>
        ) : null}
        {hand.bonus.length ? (
          <span class="hb-tiles hb-bonus" role="group" aria-label={say('hand.bonus')}>
            {hand.bonus.map((t, i) => (
              <button
                key={`b${i}`}
                type="button"
                class="hb-tile-btn"
                aria-label={remove(t)}
                onClick={() => onRemove({ where: 'bonus', index: i })}
              >
                <Tile code={t} small />
              </button>
            ))}
          </span>
        ) : null}
      </div>
    </div>
  );
}
