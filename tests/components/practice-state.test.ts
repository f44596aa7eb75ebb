/**
 * The practice island's state: links read defensively and written back, answers checked against
 * the engine's, and each level described only by what the variant has.
 */
import { describe, expect, it } from 'vitest';
import {
  checkPatterns,
  checkTotal,
  checkWaits,
  countingHint,
  drillView,
  levelWords,
  patternChoices,
  readPracticeLink,
  toggled,
  writePracticeLink,
} from '../../src/components/practice/state';
import { dealHand, practiceExamples } from '../../src/engine/practice/deal';
import { scoreHand } from '../../src/engine/score';
import { VARIANTS } from '../../src/variants';
import { hongKong } from '../../src/variants/hong-kong';
import { mcr } from '../../src/variants/mcr';
import { sichuan } from '../../src/variants/sichuan';
import { vietnamese } from '../../src/variants/vietnamese';

const fixed = () => 0.5;

describe('a practice link', () => {
  it('reads back what it wrote', () => {
    const link = { seed: 123456, level: 3, drill: 'waits' } as const;
    expect(readPracticeLink(writePracticeLink(link))).toEqual({ state: link, problems: [] });
  });

  it('names each part it cannot read and falls back: a new seed, level 1, the scoring drill', () => {
    const read = readPracticeLink('?seed=12abc&level=7&drill=guess', fixed);
    expect(read.state).toEqual({ seed: 1_073_741_824, level: 1, drill: 'score' });
    expect(read.problems).toHaveLength(3);
    expect(read.problems[0]).toMatch(/“12abc” is not a whole number/);
    expect(read.problems[1]).toMatch(/level “7” is not 1, 2 or 3/);
    expect(read.problems[2]).toMatch(/“guess” is not one of this page's drills/);
  });

  it('refuses a seed beyond the 32-bit generator and a level written oddly', () => {
    expect(readPracticeLink('?seed=2147483648').problems).toHaveLength(1);
    expect(readPracticeLink('?level=1.0').problems).toHaveLength(1);
    expect(readPracticeLink('?seed=0&level=2').state).toMatchObject({ seed: 0, level: 2 });
  });
});

describe('the scoring drill', () => {
  const examples = practiceExamples(hongKong);
  const view = drillView(hongKong, { seed: 99, level: 2, drill: 'score' }, examples);
  if (view.kind !== 'hand') throw new Error(`expected a scored hand, got ${view.kind}`);

  it('shows the hand the dealer deals for the seed, scored by the engine', () => {
    const dealt = dealHand(hongKong, { seed: 99, level: 2 }, examples);
    expect(view.result).toEqual(scoreHand(hongKong, dealt.hand, dealt.context));
    expect(view.howWon).toMatch(/(East|South|West|North)( \(dealer\))? · \w+ round · /);
  });

  it('a typed total is right only when it is the engine total', () => {
    expect(checkTotal(view.result, ` ${view.result.total} `)).toEqual({
      kind: 'right',
      total: view.result.total,
    });
    expect(checkTotal(view.result, String(view.result.total + 1))).toEqual({
      kind: 'wrong',
      answered: view.result.total + 1,
      total: view.result.total,
    });
    expect(checkTotal(view.result, 'three').kind).toBe('unreadable');
    expect(checkTotal(view.result, '').kind).toBe('unreadable');
  });
});

describe('the waits drill', () => {
  it('says so in words when nothing can be dealt, rather than throwing', () => {
    const view = drillView(hongKong, { seed: 5, level: 1, drill: 'waits' }, []);
    expect(view).toMatchObject({ kind: 'error', message: /No hand could be dealt/ });
  });

  it('accepts exactly the engine waits, naming the missed and the wrong', () => {
    const dealt = drillView(
      hongKong,
      { seed: 5, level: 1, drill: 'waits' },
      practiceExamples(hongKong),
    );
    if (dealt.kind !== 'waits') throw new Error(`expected a waiting hand, got ${dealt.kind}`);
    const all = new Set(dealt.waits.map((w) => w.tile));
    expect(checkWaits(dealt.waits, all)).toEqual({ right: true, missed: [], wrong: [] });
    const first = dealt.waits[0]!.tile;
    const stray = ['1m', '9p', 'E', 'RD'].find((t) => !all.has(t))!;
    const chosen = toggled(toggled(all, first), stray);
    expect(checkWaits(dealt.waits, chosen)).toEqual({
      right: false,
      missed: [first],
      wrong: [stray],
    });
  });
});

describe('the patterns drill', () => {
  it('offers every pattern that counts or is excluded, with near misses, the same for a seed', () => {
    for (const variant of VARIANTS)
      for (const seed of [3, 14, 15]) {
        const view = drillView(
          variant,
          { seed, level: 2, drill: 'patterns' },
          practiceExamples(variant),
        );
        if (view.kind !== 'hand') throw new Error(`expected a scored hand, got ${view.kind}`);
        const { result } = view;
        const choices = patternChoices(variant, result, seed);
        expect(patternChoices(variant, result, seed)).toEqual(choices);
        for (const p of result.patterns) expect(choices).toContain(p.id);
        for (const x of result.excluded)
          if (variant.patterns.some((p) => p.id === x.id)) expect(choices).toContain(x.id);
        expect(choices.length).toBeGreaterThanOrEqual(Math.max(6, result.patterns.length + 2));
        const order = variant.patterns.map((p) => p.id).filter((id) => choices.includes(id));
        expect(choices, 'in catalogue order, so the order gives nothing away').toEqual(order);
      }
  });

  it('is right only for exactly the patterns that count', () => {
    const view = drillView(
      hongKong,
      { seed: 31, level: 2, drill: 'patterns' },
      practiceExamples(hongKong),
    );
    if (view.kind !== 'hand') throw new Error(`expected a scored hand, got ${view.kind}`);
    const counted = view.result.patterns.map((p) => p.id);
    expect(checkPatterns(view.result, new Set(counted))).toEqual({
      right: true,
      missed: [],
      wrong: [],
    });
    const stray = hongKong.patterns.find((p) => !counted.includes(p.id))!.id;
    expect(checkPatterns(view.result, new Set([...counted.slice(1), stray]))).toEqual({
      right: false,
      missed: [counted[0]],
      wrong: [stray],
    });
  });
});

describe('how to type a total', () => {
  it('is said only for a variant that writes values its own way', () => {
    expect(countingHint(vietnamese)).toBe('Count it all in phán: 1 mủn 3 phán is 9.');
    expect(countingHint(hongKong)).toBeNull();
  });
});

describe('what each level deals, in words', () => {
  it('speaks of flowers only where the game has them, and of a cap only where there is one', () => {
    expect(levelWords(sichuan, 2)).not.toMatch(/flowers/);
    expect(levelWords(hongKong, 2)).toMatch(/flowers/);
    expect(levelWords(hongKong, 3)).toMatch(/limit hands.*over the cap/);
    expect(levelWords(mcr, 3)).not.toMatch(/cap|limit/);
    expect(levelWords(vietnamese, 3)).toMatch(/wild tiles/);
    for (const v of VARIANTS) expect(levelWords(v, 1)).toBe('one or two common patterns');
  });
});
