/**
 * A club's rules as a printable sheet: its options beside the published defaults, the
 * settlement and what each hand value pays, and every pattern with the club's value.
 */
import { clubWorth, type HouseVariant } from '../../engine/house-rules';
import { activeModel } from '../../engine/models';
import { valueFigure } from '../../engine/value';
import type { OptionDecl, OptionValue, PatternDef, Variant } from '../../engine/variant';
import { ScrollRegion } from '../ScrollRegion';
import { payoutRows } from './payout-rows';

/**
 * A value in a column of the unit: the number, and beside it the variant's own way of writing it
 * where it has one (Vietnamese 9 → "9 (1 mủn 3 phán)").
 */
export function valueText(variant: Variant, n: number): string {
  const figure = valueFigure(variant, n);
  return figure === String(n) ? figure : `${n} (${figure})`;
}

export function optionText(decl: OptionDecl, value: OptionValue): string {
  if (decl.type === 'boolean') return value ? 'Yes' : 'No';
  if (decl.type === 'choice')
    return decl.choices?.find((c) => c.value === value)?.label ?? String(value);
  return String(value);
}

function OptionsTable({ house }: { house: HouseVariant }) {
  const { base, options } = house;
  if (!base.options.length) return <p>{base.shortName} has no table options.</p>;
  return (
    <table class="hr-table" data-testid="hr-options" aria-labelledby="hr-options-title">
      <thead>
        <tr>
          <th scope="col">Rule</th>
          <th scope="col">This club</th>
          <th scope="col">Published default</th>
        </tr>
      </thead>
      <tbody>
        {base.options.map((decl) => {
          const value = options[decl.id] ?? decl.default;
          const changed = value !== decl.default;
          return (
            <tr key={decl.id} data-option={decl.id} class={changed ? 'hr-changed' : undefined}>
              <th scope="row">{decl.label}</th>
              <td>
                {optionText(decl, value)}
                {changed ? <span class="hr-tag"> (club rule)</span> : null}
              </td>
              <td>{optionText(decl, decl.default)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const signedless = (n: number) => (n === 0 ? '—' : String(n));

function Settlement({ house }: { house: HouseVariant }) {
  const { variant, options } = house;
  const model = activeModel(variant, options);
  const rows = payoutRows(variant, options);
  const others = rows?.some((r) => r.otherOnDiscard !== 0);
  const bases = rows?.some((r) => r.base);
  return (
    <section class="hr-section" aria-labelledby="hr-settlement">
      <h3 id="hr-settlement">Settlement: {model.name}</h3>
      <p>{variant.settlementSummary}</p>
      {rows ? (
        <ScrollRegion label="What a hand pays">
          <table class="hr-table" data-testid="hr-payouts">
            <caption>What a hand pays (South wins; on a discard West discards)</caption>
            <thead>
              <tr>
                <th scope="col">{variant.unit.plural}</th>
                {bases ? <th scope="col">Base</th> : null}
                <th scope="col">Discarder pays</th>
                {others ? <th scope="col">Each other player pays</th> : null}
                <th scope="col">Self-draw: East pays</th>
                <th scope="col">Self-draw: North pays</th>
                <th scope="col">Self-draw: winner gets</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.total}>
                  <th scope="row">{r.total}</th>
                  {bases ? <td>{r.base ? r.base.amount : '—'}</td> : null}
                  <td>{signedless(r.discarder)}</td>
                  {others ? <td>{signedless(r.otherOnDiscard)}</td> : null}
                  <td>{signedless(r.eastOnSelfDraw)}</td>
                  <td>{signedless(r.otherOnSelfDraw)}</td>
                  <td>{signedless(r.winnerOnSelfDraw)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p>
          {variant.shortName} has no cap, so there is no table of every value: the rule above gives
          the payments for any total.
        </p>
      )}
    </section>
  );
}

/** The pattern's value as the club's cap leaves it, saying so when the cap takes some away. */
function ClubValue({
  house,
  def,
  revalued,
}: {
  house: HouseVariant;
  def: PatternDef;
  revalued: boolean;
}) {
  const { value, worth } = clubWorth(house, def);
  const shown = valueText(house.base, worth);
  return (
    <>
      {revalued ? <strong>{shown}</strong> : shown}
      {worth < value ? (
        <span class="hr-tag"> (the club's cap; {valueText(house.base, value)} without it)</span>
      ) : null}
    </>
  );
}

function Patterns({ house }: { house: HouseVariant }) {
  const { base, rules } = house;
  const off = new Set(rules.off);
  const shapesOff = house.switchedOff.filter((p) => p.shapes?.length).map((p) => p.name);
  const anyCapped = base.patterns.some(
    (p) => !off.has(p.id) && clubWorth(house, p).worth < clubWorth(house, p).value,
  );
  return (
    <section class="hr-section" aria-labelledby="hr-patterns">
      <h3 id="hr-patterns">Patterns and their values</h3>
      <p>
        {house.switchedOff.length} switched off, {house.revalued.length} valued differently from the
        published {base.shortName} table.
        {
          ' A switched-off pattern is never counted, so the smaller patterns it would have replaced count instead.'
        }
        {shapesOff.length
          ? ` A hand of a shape the club does not play (${shapesOff.join(', ')}) is not a winning hand at all.`
          : ''}
        {anyCapped
          ? " A pattern worth more than the club's cap shows what the cap leaves of it."
          : ''}
      </p>
      <ScrollRegion label="Every pattern">
        <table class="hr-table hr-patterns" data-testid="hr-patterns">
          <caption>Every pattern, in {base.unit.plural}</caption>
          <thead>
            <tr>
              <th scope="col">Pattern</th>
              <th scope="col">This club</th>
              <th scope="col">Published</th>
            </tr>
          </thead>
          {base.categories.map((cat) => {
            const patterns = base.patterns.filter((p) => p.category === cat.id);
            if (!patterns.length) return null;
            return (
              <tbody key={cat.id}>
                <tr class="hr-category">
                  <th scope="rowgroup" colSpan={3}>
                    {cat.name}
                  </th>
                </tr>
                {patterns.map((p) => {
                  const value = rules.values[p.id];
                  const state = off.has(p.id)
                    ? 'off'
                    : value !== undefined && value !== p.value
                      ? 'revalued'
                      : 'published';
                  const worth = clubWorth(house, p);
                  const capped = state !== 'off' && worth.worth < worth.value;
                  return (
                    <tr
                      key={p.id}
                      data-pattern={p.id}
                      data-state={state}
                      class={state === 'published' && !capped ? undefined : 'hr-changed'}
                    >
                      <th scope="row">
                        <a href={`/${base.id}/patterns/${p.id}/`}>{p.name}</a>
                        {p.limit ? <span class="hr-tag"> (limit)</span> : null}
                      </th>
                      <td>
                        {state === 'off' ? (
                          'Not played'
                        ) : (
                          <ClubValue house={house} def={p} revalued={state === 'revalued'} />
                        )}
                      </td>
                      <td>{valueText(base, p.value)}</td>
                    </tr>
                  );
                })}
              </tbody>
            );
          })}
        </table>
      </ScrollRegion>
    </section>
  );
}

export function RulesSheet({ house }: { house: HouseVariant }) {
  return (
    <div class="hr-sheet">
      <section class="hr-section" aria-labelledby="hr-options-title">
        <h3 id="hr-options-title">Table options</h3>
        <OptionsTable house={house} />
      </section>
      <Settlement house={house} />
      <Patterns house={house} />
    </div>
  );
}
