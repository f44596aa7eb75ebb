/**
 * The house-rule builder's changes (src/components/house-rules/editor.ts): a club value out of
 * range is kept as typed, named, and blocks the link while the value before it stays in force; a
 * pattern switched off loses its club value; the published value is no change; options at their
 * default are not stored; the summary line counts what the club changed.
 */
import { describe, expect, it } from 'vitest';
import {
  type Change,
  changesText,
  type Editor,
  edit,
  editorProblems,
  rowOf,
  startEditor,
} from '../../src/components/house-rules/editor';
import { patternValueMax } from '../../src/engine/house-rules';
import { hongKong } from '../../src/variants/hong-kong';

const dragon = hongKong.patterns.find((p) => p.id === 'dragon-pung')!;
const run = (...changes: Change[]): Editor =>
  changes.reduce((e, c) => edit(hongKong, e, c), startEditor(hongKong));

describe('club values', () => {
  it('a value in range becomes the club value, and the row shows it as a change', () => {
    const e = run({ type: 'value', id: 'dragon-pung', raw: '3' });
    expect(e.rules.values).toEqual({ 'dragon-pung': 3 });
    expect(rowOf(hongKong, e, dragon)).toEqual({
      played: true,
      shown: '3',
      bad: false,
      changed: true,
    });
  });

  it('typing the published value back removes the change, so the link does not carry it', () => {
    const e = run(
      { type: 'value', id: 'dragon-pung', raw: '3' },
      { type: 'value', id: 'dragon-pung', raw: String(dragon.value) },
    );
    expect(e.rules.values).toEqual({});
    expect(rowOf(hongKong, e, dragon).changed).toBe(false);
  });

  it('a value above the largest cap is kept as typed and marked, the value before it stays, and no link can be made', () => {
    const max = patternValueMax(hongKong);
    const e = run(
      { type: 'value', id: 'dragon-pung', raw: '3' },
      { type: 'value', id: 'dragon-pung', raw: String(max + 1) },
    );
    expect(e.rules.values).toEqual({ 'dragon-pung': 3 });
    expect(rowOf(hongKong, e, dragon)).toMatchObject({ shown: String(max + 1), bad: true });
    expect(editorProblems(hongKong, e)).toEqual([
      `${dragon.name}: "${max + 1}" is not a value from 1 to ${max}; the value before it is kept until it is fixed`,
    ]);
  });

  it('a value of 0 or text is refused the same way; fixing it clears the problem', () => {
    for (const raw of ['0', 'two', ''])
      expect(editorProblems(hongKong, run({ type: 'value', id: 'dragon-pung', raw }))).toHaveLength(
        1,
      );
    expect(
      editorProblems(
        hongKong,
        run(
          { type: 'value', id: 'dragon-pung', raw: '0' },
          { type: 'value', id: 'dragon-pung', raw: '2' },
        ),
      ),
    ).toEqual([]);
  });
});

describe('switching patterns off', () => {
  it('a pattern switched off loses its club value and its mistyped field, and counts as switched off', () => {
    const e = run(
      { type: 'value', id: 'dragon-pung', raw: '99' },
      { type: 'played', id: 'dragon-pung', on: false },
    );
    expect(e.rules.off).toEqual(['dragon-pung']);
    expect(e.drafts).toEqual({});
    expect(editorProblems(hongKong, e)).toEqual([]);
    expect(rowOf(hongKong, e, dragon)).toMatchObject({ played: false, bad: false, changed: true });
  });

  it('switching it back on plays it at the published value', () => {
    const e = run(
      { type: 'value', id: 'dragon-pung', raw: '3' },
      { type: 'played', id: 'dragon-pung', on: false },
      { type: 'played', id: 'dragon-pung', on: true },
    );
    expect(e.rules.off).toEqual([]);
    expect(rowOf(hongKong, e, dragon)).toMatchObject({
      played: true,
      shown: String(dragon.value),
      changed: false,
    });
  });
});

describe('options, model and name', () => {
  it('an option set to its default is not stored; another value is', () => {
    expect(run({ type: 'option', id: 'cap', value: 10 }).rules.options).toEqual({ cap: 10 });
    expect(
      run({ type: 'option', id: 'cap', value: 10 }, { type: 'option', id: 'cap', value: 13 }).rules
        .options,
    ).toEqual({});
  });

  it("a minimum above the cap is the engine's problem, named before any link is made", () => {
    const problems = editorProblems(
      hongKong,
      run({ type: 'option', id: 'cap', value: 8 }, { type: 'option', id: 'minimum', value: 9 }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/9/);
  });

  it('a new variant starts from its published rules but keeps the club name typed so far', () => {
    const e = startEditor(hongKong, 'Friday club');
    expect(e.rules).toMatchObject({
      variant: 'hong-kong',
      club: 'Friday club',
      off: [],
      values: {},
      options: {},
    });
  });

  it('the summary counts patterns switched off, revalued, options changed and an own settlement model', () => {
    const e = run(
      { type: 'played', id: 'dragon-pung', on: false },
      { type: 'value', id: 'self-drawn', raw: '2' },
      { type: 'model', model: 'half-spicy' },
    );
    expect(changesText(e.rules)).toBe(
      '1 pattern switched off, 1 revalued, 0 options changed, own settlement model.',
    );
    expect(
      changesText(
        run({ type: 'option', id: 'cap', value: 10 }, { type: 'option', id: 'minimum', value: 1 })
          .rules,
      ),
    ).toBe('0 patterns switched off, 0 revalued, 2 options changed.');
  });
});
