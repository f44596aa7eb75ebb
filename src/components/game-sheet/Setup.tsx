/** The game before its first hand: who sits where, how long it lasts, and the game's own rules. */
import { ROUND_LENGTHS, type RoundCount } from '../../engine/game/rules';
import type { OptionValue, Variant } from '../../engine/variant';
import { useHints } from '../hand-builder/hints';
import { OptionField } from '../hand-builder/OptionField';
import { gameOptions, PLAYERS, type Sheet } from './sheet';
import { useGameSay } from './words';

interface Props {
  variant: Variant;
  sheet: Sheet;
  onChange(next: (s: Sheet) => Sheet): void;
}

export function Setup({ variant, sheet, onChange }: Props) {
  const say = useGameSay();
  const { hints } = useHints(variant.id);
  // A game of whole deals has no rounds: its length is one of its own rules below.
  const usual = variant.game?.usualRounds;
  const setOption = (id: string, value: OptionValue, fallback: OptionValue) =>
    onChange((s) => {
      const options = { ...s.options };
      if (value === fallback) delete options[id];
      else options[id] = value;
      return { ...s, options };
    });
  return (
    <fieldset class="gs-setup">
      <legend class="sr-only">{say('setup.summary')}</legend>
      <div class="gs-names">
        {PLAYERS.map((p, i) => (
          <div class="dl-field" key={p}>
            <label for={`gs-name-${p}`}>
              {i === 0 ? say('setup.first') : say('setup.sits', { wind: say.scorer.wind(p) })}
            </label>
            <input
              id={`gs-name-${p}`}
              type="text"
              maxLength={24}
              autocomplete="off"
              placeholder={say('setup.unnamed', { n: i + 1 })}
              value={sheet.names[p]}
              onInput={(e) => {
                const name = e.currentTarget.value;
                onChange((s) => ({ ...s, names: { ...s.names, [p]: name } }));
              }}
            />
          </div>
        ))}
      </div>
      {usual ? (
        <div class="dl-field">
          <label for="gs-length">{say('setup.length')}</label>
          <select
            id="gs-length"
            value={String(sheet.rounds)}
            onChange={(e) => {
              const rounds = Number(e.currentTarget.value) as RoundCount;
              onChange((s) => ({ ...s, rounds }));
            }}
          >
            {ROUND_LENGTHS.map((n) => (
              <option key={n} value={String(n)}>
                {n === usual
                  ? say('length.usual', { length: say(`length.${n}`) })
                  : say(`length.${n}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {gameOptions(variant).map((decl) => (
        <OptionField
          key={decl.id}
          decl={decl}
          value={sheet.options[decl.id] ?? decl.default}
          hint={hints?.options[decl.id]}
          onChange={(v) => setOption(decl.id, v, decl.default)}
        />
      ))}
    </fieldset>
  );
}
