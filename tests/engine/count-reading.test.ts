/**
 * The counting of one reading on abstract catalogues: detectors that report given occurrences,
 * and the exclusions, principles and solitary patterns the engine applies to them.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT } from '../../src/engine/context';
import { countReading, detectInput, HandScope } from '../../src/engine/count-reading';
import { handFacts, readings, type Shape, standardShape } from '../../src/engine/decompose';
import { parseHand } from '../../src/engine/notation';
import type {
  DetectInput,
  Detection,
  PatternDef,
  PrincipleId,
  Variant,
} from '../../src/engine/variant';

const facts = handFacts(parseHand('123m 456m 789m 123p 5s @5s'), true);
const reading = readings(facts, [standardShape])[0]!;

function pattern(
  id: string,
  value: number,
  found: Detection | ((input: DetectInput) => Detection),
  more: Partial<PatternDef> = {},
): PatternDef {
  return {
    id,
    name: id.toUpperCase(),
    native: [],
    aliases: [],
    value,
    category: more.category ?? 'test',
    definition: '',
    explanation: '',
    source: { source: 'mcr-reference-calculator', status: 'reconstructed' },
    examples: [],
    detect: typeof found === 'function' ? found : () => found,
    ...more,
  };
}

const occ = (...sets: number[][]) => sets.map((s) => ({ sets: s }));

function count(
  patterns: PatternDef[],
  opts: { principles?: PrincipleId[]; options?: Record<string, boolean>; shapes?: Shape[] } = {},
) {
  const variant = {
    patterns,
    principles: opts.principles,
    shapes: opts.shapes ?? [standardShape],
  } as unknown as Variant;
  const scope = new HandScope(facts, variant.shapes);
  const r = countReading(
    variant,
    detectInput(facts, reading, DEFAULT_CONTEXT, opts.options ?? {}, scope),
  );
  return {
    counted: r.patterns.map((p) => (p.count > 1 ? `${p.id}x${p.count}` : p.id)),
    excluded: r.excluded.map((x) => `${x.id}<${x.by}`),
  };
}

describe('fixed exclusions', () => {
  it('a pattern that excludes another stops it counting, and the answer says which', () => {
    const r = count([
      pattern('big', 8, 1, { excludes: [{ id: 'small', why: 'implied' }] }),
      pattern('small', 2, 1),
    ]);
    expect(r).toEqual({ counted: ['big'], excluded: ['small<big'] });
  });

  it('larger patterns are applied first, and an excluded pattern excludes nothing', () => {
    const r = count([
      pattern('top', 16, 1, { excludes: [{ id: 'mid', why: 'implied' }] }),
      pattern('mid', 8, 1, { excludes: [{ id: 'low', why: 'implied' }] }),
      pattern('low', 2, 1),
    ]);
    expect(r).toEqual({ counted: ['top', 'low'], excluded: ['mid<top'] });
  });

  it("per set: only the occurrences inside one of the excluder's occurrences are removed", () => {
    const r = count([
      pattern('three-pungs', 12, occ([0, 1, 2]), {
        excludes: [{ id: 'pung', why: 'for its pungs', scope: 'sets' }],
      }),
      pattern('pung', 1, occ([0], [1], [2], [3])),
    ]);
    expect(r).toEqual({ counted: ['three-pungs', 'pung'], excluded: ['pung<three-pungs'] });
  });

  it('per set: a pattern of the whole hand (no sets) lies inside any occurrence', () => {
    const r = count([
      pattern('shape', 12, occ([0, 1]), {
        excludes: [{ id: 'whole', why: 'implied', scope: 'sets' }],
      }),
      pattern('whole', 1, 1),
    ]);
    expect(r.counted).toEqual(['shape']);
  });

  it('an exclusion tied to an option holds only while that option is on', () => {
    const patterns = [
      pattern('big', 8, 1, {
        excludes: [{ id: 'small', why: 'strict reading', whenOption: 'strict' }],
      }),
      pattern('small', 1, 1),
    ];
    expect(count(patterns, { options: { strict: false } }).counted).toEqual(['big', 'small']);
    expect(count(patterns, { options: { strict: true } }).counted).toEqual(['big']);
  });

  it('a pattern that excludes all but a few keeps only those, by category or by id', () => {
    const r = count([
      pattern('alone', 88, 1, {
        excludesAllExcept: {
          categories: ['moment'],
          patterns: ['kept'],
          why: 'a shape of its own',
        },
      }),
      pattern('kept', 2, 1),
      pattern('drawn', 1, 1, { category: 'moment' }),
      pattern('other', 6, 1),
    ]);
    expect(r).toEqual({ counted: ['alone', 'kept', 'drawn'], excluded: ['other<alone'] });
  });

  it('a limit hand replaces every other pattern', () => {
    const r = count([pattern('limit', 13, 1, { limit: true }), pattern('other', 3, 1)]);
    expect(r).toEqual({ counted: ['limit'], excluded: ['other<limit'] });
  });
});

describe('principles for combination patterns', () => {
  const chowFans = [
    pattern('straight', 16, occ([0, 1, 2]), { combination: true }),
    pattern('pairing', 1, occ([0, 1], [1, 2], [2, 3], [0, 3]), { combination: true }),
  ];

  it('apply to combination patterns and name the principle that removed an occurrence', () => {
    const r = count(chowFans, { principles: ['non-separation', 'non-identical', 'account-once'] });
    expect(r.counted).toEqual(['straight', 'pairing']);
    expect(r.excluded).toEqual(['pairing<principle:non-separation']);
  });

  it('are not applied when the variant declares none', () => {
    expect(count(chowFans).counted).toEqual(['straight', 'pairingx4']);
  });

  it('leave patterns that are not combinations alone', () => {
    const r = count(
      [
        pattern('straight', 16, occ([0, 1, 2]), { combination: true }),
        pattern('pung', 1, occ([0], [1])),
      ],
      { principles: ['non-separation'] },
    );
    expect(r.counted).toEqual(['straight', 'pungx2']);
  });
});

describe('patterns that count only alone', () => {
  const chicken = pattern('chicken', 8, 1, { countsOnlyAlone: true });
  it('count when nothing else does', () => {
    expect(count([chicken]).counted).toEqual(['chicken']);
  });
  it('give way to any other pattern', () => {
    expect(count([chicken, pattern('other', 1, 1)]).counted).toEqual(['other']);
  });
  it('are not stopped by a pattern of a category they allow beside them (flowers)', () => {
    const withFlowers = pattern('chicken', 8, 1, {
      countsOnlyAlone: true,
      countsBeside: ['bonus'],
    });
    expect(count([withFlowers, pattern('flowers', 1, 2, { category: 'bonus' })]).counted).toEqual([
      'chicken',
      'flowersx2',
    ]);
  });
  it('are stopped by a pattern of any other category, whatever they allow beside them', () => {
    const withFlowers = pattern('chicken', 8, 1, {
      countsOnlyAlone: true,
      countsBeside: ['bonus'],
    });
    expect(count([withFlowers, pattern('wind', 1, 1, { category: 'honors' })]).counted).toEqual([
      'wind',
    ]);
  });
});

describe('values the options set, bonuses and derived patterns', () => {
  const valuesOf = (patterns: PatternDef[], options: Record<string, boolean> = {}) => {
    const variant = { patterns, shapes: [standardShape] } as unknown as Variant;
    return countReading(
      variant,
      detectInput(facts, reading, DEFAULT_CONTEXT, options, new HandScope(facts, variant.shapes)),
    ).patterns;
  };

  it('a pattern scores the value its valueFor gives under the options, not the published one', () => {
    const p = pattern('big', 9, 1, { valueFor: ({ options }) => (options.twoMun ? 12 : 9) });
    expect(valuesOf([p]).map((x) => x.value)).toEqual([9]);
    expect(valuesOf([p], { twoMun: true }).map((x) => x.value)).toEqual([12]);
  });

  it('a bonus counts only while its pattern counts, and lapses with it naming what replaced it', () => {
    const patterns = [
      pattern('top', 16, 1, { excludes: [{ id: 'mid', why: 'implied' }] }),
      pattern('mid', 8, 1),
      pattern('mid-bonus', 6, 1, { bonusOf: 'mid' }),
      pattern('lonely-bonus', 6, 1, { bonusOf: 'absent' }),
    ];
    expect(count(patterns)).toEqual({ counted: ['top'], excluded: ['mid<top', 'mid-bonus<top'] });
    expect(count(patterns.slice(1))).toEqual({ counted: ['mid', 'mid-bonus'], excluded: [] });
    // Its pattern not detected on this reading: the bonus does not count, and nothing replaced it.
    expect(count([pattern('mid', 8, 0), pattern('mid-bonus', 6, 1, { bonusOf: 'mid' })])).toEqual({
      counted: [],
      excluded: [],
    });
  });

  it('a derived pattern reads what counted after exclusions; among derived ones the bigger replaces the smaller', () => {
    const boost = (id: string, value: number, more: Partial<PatternDef> = {}) =>
      pattern(id, value, 0, {
        detect: undefined,
        derived: (c) => (c.has('mid') ? { count: 1, value } : null),
        ...more,
      });
    const patterns = [
      pattern('mid', 8, 1),
      boost('plain', 3),
      boost('strong', 9, { excludes: [{ id: 'plain', why: 'stronger' }] }),
    ];
    expect(count(patterns)).toEqual({ counted: ['mid', 'strong'], excluded: ['plain<strong'] });
    const replaced = [
      pattern('top', 16, 1, { excludes: [{ id: 'mid', why: 'implied' }] }),
      ...patterns,
    ];
    expect(count(replaced)).toEqual({ counted: ['top'], excluded: ['mid<top'] });
  });
});

describe('what detectors share', () => {
  it('a derived value is worked out once per reading however many detectors ask', () => {
    let runs = 0;
    const derive = () => ++runs;
    count([pattern('a', 1, (i) => i.memo(derive)), pattern('b', 1, (i) => i.memo(derive))]);
    expect(runs).toBe(1);
  });

  it("the hand's waiting tiles are worked out only when a detector asks, from the variant's shapes", () => {
    let asked = 0;
    const counting: Shape = {
      ...standardShape,
      waits: (c, m) => {
        asked++;
        return standardShape.waits!(c, m);
      },
    };
    count([pattern('a', 1, 1)], { shapes: [counting] });
    expect(asked).toBe(0);
    let seen: readonly number[] = [];
    count(
      [
        pattern('a', 1, (i) => {
          seen = i.waitingTiles();
          return 1;
        }),
        pattern('b', 1, (i) => i.waitingTiles().length),
      ],
      { shapes: [counting] },
    );
    expect(asked).toBe(1);
    // 123m 456m 789m 123p + 5s waited on 5s alone.
    expect(seen).toEqual([18 + 4]);
  });
});
