/**
 * The fields of a win: who won on whose tile, the winning hand in notation, the win events the
 * variant reads, and its rarer context folded away. Players are listed with the seat wind they
 * hold in the hand being entered; the game fills in seats and the prevailing wind itself. The hand
 * is typed in notation or built by tapping tiles, as in the scorer.
 */
import { useMemo, useState } from 'preact/hooks';
import { meldCheckOf } from '../../engine/hand';
import type { Wind } from '../../engine/tiles';
import type { ContextFieldDecl, Variant } from '../../engine/variant';
import '../../styles/hand-builder.css';
import { EVENT_LABEL } from '../hand-builder/drawn-words';
import { TileEntry, useTileEntry } from '../hand-builder/TileEntry';
import { tilesFor } from '../hand-builder/tiles';
import { type Draft, withEvent, withExtra, withWinner } from './actions';
import { eventsOf, PLAYERS, type Player, type Sheet, tableOptions } from './sheet';
import { fillParts, seated, useGameSay } from './words';

interface Props {
  variant: Variant;
  sheet: Sheet;
  draft: Draft;
  seats: Record<Player, Wind>;
  /** Changes the draft as it stands when the change applies (typing can outrun a render). */
  onChange(f: (d: Draft) => Draft): void;
  onEnter(): void;
}

export function WinFields({ variant, sheet, draft, seats, onChange, onEnter }: Props) {
  const say = useGameSay();
  const who = (p: Player) => seated(sheet, p, seats, say);
  return (
    <>
      <div class="dl-field">
        <label for="gs-winner">{say('win.who')}</label>
        <select
          id="gs-winner"
          value={draft.winner}
          onChange={(e) => {
            const p = e.currentTarget.value as Player;
            onChange((d) => withWinner(d, p));
          }}
        >
          {PLAYERS.map((p) => (
            <option key={p} value={p}>
              {who(p)}
            </option>
          ))}
        </select>
      </div>
      <div class="dl-field">
        <label for="gs-from">{say('win.from')}</label>
        <select
          id="gs-from"
          value={draft.from}
          onChange={(e) => {
            const v = e.currentTarget.value as Player | 'self';
            onChange((d) => ({ ...d, from: v }));
          }}
        >
          <option value="self">{say('win.self')}</option>
          {PLAYERS.filter((p) => p !== draft.winner).map((p) => (
            <option key={p} value={p}>
              {say('win.discardedBy', { player: who(p) })}
            </option>
          ))}
        </select>
      </div>
      <HandField
        variant={variant}
        sheet={sheet}
        draft={draft}
        onChange={onChange}
        onEnter={onEnter}
      />
      <div class="dl-checks gs-wide">
        {eventsOf(variant).map((flag) => (
          <label key={flag}>
            <input
              type="checkbox"
              checked={draft.events.includes(flag)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                onChange((d) => withEvent(d, flag, on));
              }}
            />{' '}
            {say.scorer(EVENT_LABEL[flag])}
          </label>
        ))}
      </div>
      <RareFields variant={variant} sheet={sheet} draft={draft} seats={seats} onChange={onChange} />
    </>
  );
}

/** The winning hand, typed in notation or built by tapping tiles (folded away on a phone). */
function HandField({ variant, sheet, draft, onChange, onEnter }: Omit<Props, 'seats'>) {
  const game = useGameSay();
  const say = game.scorer;
  const [tapping, setTapping] = useState(false);
  // The options choose the tile set (how many jokers): the palette follows the game's table rules.
  const options = useMemo(() => tableOptions(variant, sheet), [variant, sheet]);
  const tiles = useMemo(
    () => tilesFor(variant, options, say, meldCheckOf(variant)),
    [variant, options, say],
  );
  const entry = useTileEntry(
    draft.notation,
    (notation) => onChange((d) => ({ ...d, notation })),
    tiles,
    say,
  );
  return (
    <>
      <div class="dl-field gs-wide">
        <label for="gs-hand">{game('win.hand', { name: game.player(sheet, draft.winner) })}</label>
        <input
          id="gs-hand"
          type="text"
          value={draft.notation}
          placeholder="123m 456p 789s 234s 5p @5p"
          autocomplete="off"
          autocapitalize="off"
          spellcheck={false}
          aria-describedby="gs-hand-help"
          onInput={(e) => {
            const notation = e.currentTarget.value;
            onChange((d) => ({ ...d, notation }));
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onEnter();
          }}
        />
        <p id="gs-hand-help" class="dl-step__note">
          {fillParts(game('win.help'), {
            notation: <a href={say.path('/notation/')}>{game('win.notation')}</a>,
            meld: <code>[…]</code>,
            at: <code>@</code>,
            plus: <code>+</code>,
          })}
        </p>
      </div>
      <details
        class="gs-wide gs-more gs-tap"
        onToggle={(e) => setTapping((e.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>{game('win.tap')}</summary>
        {/* Drawn only when opened: a palette of every tile is most of the page's images. */}
        {tapping ? (
          <div class="hb gs-tap__tiles">
            <TileEntry entry={entry} tiles={tiles} showMessage />
          </div>
        ) : null}
      </details>
    </>
  );
}

/** The variant's own context fields; one that names a seat lists the players instead. */
function RareFields({ variant, sheet, draft, seats, onChange }: Omit<Props, 'onEnter'>) {
  const say = useGameSay();
  const fields = variant.contextFields ?? [];
  if (!fields.length) return null;
  const seatKeys = variant.game?.seatContextKeys ?? [];
  const label = (f: ContextFieldDecl, value: string, text: string) =>
    seatKeys.includes(f.id) && (PLAYERS as readonly string[]).includes(value)
      ? seated(sheet, value as Player, seats, say)
      : say.scorer.text(text);
  return (
    <details class="gs-wide gs-more">
      <summary>{say('win.more')}</summary>
      {fields.map((f) => (
        <div class="dl-field" key={f.id}>
          <label for={`gs-x-${f.id}`}>{say.scorer.text(f.label)}</label>
          <select
            id={`gs-x-${f.id}`}
            value={draft.extra[f.id] ?? f.default ?? ''}
            onChange={(e) => {
              const v = e.currentTarget.value;
              onChange((d) => withExtra(d, f, v));
            }}
          >
            {f.choices.map((c) => (
              <option key={c.value} value={c.value}>
                {label(f, c.value, c.label)}
              </option>
            ))}
          </select>
        </div>
      ))}
    </details>
  );
}
