import type { Hand } from '../../engine/hand';
import { type TileCode, tileName } from '../../engine/tiles';
import { Tile } from '../Tile';
import type { Place, TARGETS, Target } from './model';

interface TargetProps {
  target: Target;
  onChange(t: Target): void;
  /** The targets the variant's tile set needs (tiles.ts: the four shared ones, and banking with jokers). */
  targets: typeof TARGETS;
}

/**
 * Where the next tapped tile goes: a radio group drawn as a row of chips, so it is one tab stop
 * with arrow keys inside. The hint says what the chosen place takes.
 */
export function TargetPicker({ target, onChange, targets }: TargetProps) {
  return (
    <fieldset class="hb-targets">
      <legend class="sr-only">Tapped tiles go to</legend>
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
        Tapped tiles go to {targets.find((t) => t.id === target)?.hint}.
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
  return (
    <div class="hb-pending" role="group" aria-label="Meld being built">
      <span class="hb-label">New meld:</span>
      <span class="hb-tiles">
        {pending.length === 0 ? <span class="hb-hint">tap 3 or 4 tiles</span> : null}
        {pending.map((t, i) => (
          <button
            key={i}
            type="button"
            class="hb-tile-btn"
            aria-label={`Take back ${tileName(t)} from the new meld`}
            onClick={() => onRemove(i)}
          >
            <Tile code={t} small />
          </button>
        ))}
      </span>
      <span class="hb-pending__actions">
        <button type="button" class="hb-btn" onClick={onFinish} disabled={pending.length < 3}>
          {onFinishChow ? 'Finish as a pung' : 'Finish meld'}
        </button>
        {onFinishChow ? (
          <button type="button" class="hb-btn" onClick={onFinishChow}>
            Finish as a chow
          </button>
        ) : null}
        <button
          type="button"
          class="hb-btn hb-btn--quiet"
          onClick={onCancel}
          disabled={pending.length === 0}
        >
          Cancel meld
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
  const empty = count === 0 && hand.bonus.length === 0;
  return (
    <div class="hb-hand" role="group" aria-label={`Your hand, ${count} of 14 tiles`}>
      <p class="hb-hand__count">
        <span class="hb-label">Your hand</span>{' '}
        <span data-testid="tile-count">{count} / 14 tiles</span>
        <span class="hb-hint"> · {empty ? 'tap tiles below' : 'tap a tile to remove it'}</span>
      </p>
      <div class="hb-hand__groups">
        {hand.concealed.length ? (
          <span class="hb-tiles" role="group" aria-label="Standing tiles">
            {hand.concealed.map((t, i) => (
              <button
                key={`c${i}`}
                type="button"
                class="hb-tile-btn"
                aria-label={`Remove ${tileName(t)}`}
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
            aria-label={`Remove the ${m.exposed ? 'exposed' : 'concealed'} ${m.kind} of ${m.tiles.map(tileName).join(', ')}`}
            onClick={() => onRemove({ where: 'meld', index: k })}
          >
            {m.tiles.map((t, i) => (
              <Tile key={i} code={t} small />
            ))}
          </button>
        ))}
        {hand.winningTile ? (
          <span class="hb-tiles hb-win" role="group" aria-label="Winning tile">
            <span class="hb-label" aria-hidden="true">
              won on
            </span>
            <button
              type="button"
              class="hb-tile-btn"
              aria-label={`Remove the winning tile ${tileName(hand.winningTile)}`}
              onClick={() => onRemove({ where: 'win' })}
            >
              <Tile code={hand.winningTile} highlight small />
            </button>
          </span>
        ) : null}
        {hand.bonus.length ? (
          <span class="hb-tiles hb-bonus" role="group" aria-label="Bonus tiles">
            {hand.bonus.map((t, i) => (
              <button
                key={`b${i}`}
                type="button"
                class="hb-tile-btn"
                aria-label={`Remove ${tileName(t)}`}
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
