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
import { type HouseSay, useHouseSay } from './words';

/**
 * A value in a column of the unit: the number, and beside it the variant's own way of writing it
 * where it has one (Vietnamese 9 → "9 (1 mủn 3 phán)").
 */
export function valueText(variant: Variant, n: number): string {
  const figure = valueFigure(variant, n);
  return figure === String(n) ? figure : `${n} (${figure})`;
}

/** An option's value in words: yes or no, the choice's name, or the number. */
function optionText(say: HouseSay, variant: Variant, decl: OptionDecl, value: OptionValue) {
  if (decl.type === 'boolean') return say(value ? 'sheet.yes' : 'sheet.no');
  const choice = decl.choices?.find((c) => c.value === value)?.label;
  return decl.type === 'choice' && choice !== undefined
    ? say.in(variant).text(choice)
    : String(value);
}

function OptionsTable({ house }: { house: HouseVariant }) {
  const { base, options } = house;
  const say = useHouseSay();
  const own = say.in(base);
  if (!base.options.length) return <p>{say('options.none', { variant: own.variant(base) })}</p>;
  return (
    <table class="hr-table" data-testid="hr-options" aria-labelledby="hr-options-title">
      <thead>
        <tr>
          <th scope="col">{say('sheet.rule')}</th>
          <th scope="col">{say('sheet.thisClub')}</th>
          <th scope="col">{say('sheet.default')}</th>
        </tr>
      </thead>
      <tbody>
        {base.options.map((decl) => {
          const value = options[decl.id] ?? decl.default;
          const changed = value !== decl.default;
          return (
            <tr key={decl.id} data-option={decl.id} class={changed ? 'hr-changed' : undefined}>
              <th scope="row">{own.text(decl.label)}</th>
              <td>
                {optionText(say, base, decl, value)}
                {changed ? <span class="hr-tag">{say('sheet.clubRule')}</span> : null}
              </td>
              <td>{optionText(say, base, decl, decl.default)}</td>
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
  const say = useHouseSay();
  const own = say.in(house.base);
  const model = activeModel(variant, options);
  // A variant with one way to pay names it after itself (engine/models.ts), in the page's words.
  const modelName = variant.settlementModels?.length
    ? own.text(model.name)
    : say('sheet.onlyModel', { variant: own.variant(house.base) });
  const rows = payoutRows(variant, options);
  const others = rows?.some((r) => r.otherOnDiscard !== 0);
  const bases = rows?.some((r) => r.base);
  return (
    <section class="hr-section" aria-labelledby="hr-settlement">
      <h3 id="hr-settlement">{say('sheet.settlement', { model: modelName })}</h3>
      <p>{own.text(variant.settlementSummary)}</p>
      {rows ? (
        <ScrollRegion label={say('sheet.pays')} words={say.scroll(say('sheet.pays'))}>
          <table class="hr-table" data-testid="hr-payouts">
            <caption>{say('sheet.paysCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{say.unit(house.base)}</th>
                {bases ? <th scope="col">{say('sheet.base')}</th> : null}
                <th scope="col">{say('sheet.discarder')}</th>
                {others ? <th scope="col">{say('sheet.other')}</th> : null}
                <th scope="col">{say('sheet.east')}</th>
                <th scope="col">{say('sheet.north')}</th>
                <th scope="col">{say('sheet.winner')}</th>
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
        <p>{say('sheet.noCap', { variant: own.variant(house.base) })}</p>
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
  const say = useHouseSay();
  const shown = valueText(house.base, worth);
  return (
    <>
      {revalued ? <strong>{shown}</strong> : shown}
      {worth < value ? (
        <span class="hr-tag">{say('sheet.capped', { value: valueText(house.base, value) })}</span>
      ) : null}
    </>
  );
}

function Patterns({ house }: { house: HouseVariant }) {
  const { base, rules } = house;
  const say = useHouseSay();
  const own = say.in(base);
  const off = new Set(rules.off);
  const shapesOff = house.switchedOff
    .filter((p) => p.shapes?.length)
    .map((p) => own.pattern(p.id, p.name));
  const anyCapped = base.patterns.some(
    (p) => !off.has(p.id) && clubWorth(house, p).worth < clubWorth(house, p).value,
  );
  return (
    <section class="hr-section" aria-labelledby="hr-patterns">
      <h3 id="hr-patterns">{say('sheet.patterns')}</h3>
      <p>
        {say('sheet.counts', {
          off: house.switchedOff.length,
          revalued: house.revalued.length,
          variant: own.variant(base),
        })}
        {say('sheet.offNote')}
        {shapesOff.length ? say('sheet.shapesOff', { shapes: say.list(shapesOff) }) : ''}
        {anyCapped ? say('sheet.cappedNote') : ''}
      </p>
      <ScrollRegion label={say('sheet.every')} words={say.scroll(say('sheet.every'))}>
        <table class="hr-table hr-patterns" data-testid="hr-patterns">
          <caption>{say('sheet.everyCaption', { unit: say.unit(base) })}</caption>
          <thead>
            <tr>
              <th scope="col">{say('patterns.pattern')}</th>
              <th scope="col">{say('sheet.thisClub')}</th>
              <th scope="col">{say('patterns.published')}</th>
            </tr>
          </thead>
          {base.categories.map((cat) => {
            const patterns = base.patterns.filter((p) => p.category === cat.id);
            if (!patterns.length) return null;
            return (
              <tbody key={cat.id}>
                <tr class="hr-category">
                  <th scope="rowgroup" colSpan={3}>
                    {say.category(base, cat)}
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
                        <a href={say.path(`/${base.id}/patterns/${p.id}/`)}>
                          {own.pattern(p.id, p.name)}
                        </a>
                        {p.limit ? <span class="hr-tag">{say('patterns.limit')}</span> : null}
                      </th>
                      <td>
                        {state === 'off' ? (
                          say('sheet.notPlayed')
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
  const say = useHouseSay();
  return (
    <div class="hr-sheet">
      <section class="hr-section" aria-labelledby="hr-options-title">
        <h3 id="hr-options-title">{say('sheet.options')}</h3>
        <OptionsTable house={house} />
      </section>
      <Settlement house={house} />
      <Patterns house={house} />
    </div>
  );
}
