import { describe, expect, it } from 'vitest';
import { formHintsModule, hintsFileVariant, hintsOf } from '../../scripts/form-hints';
import { HINTED } from '../../src/components/hand-builder/hints';
import { VARIANTS } from '../../src/variants';

const plugin = formHintsModule(VARIANTS);
const resolve = plugin.resolveId as (id: string) => string | undefined;
const load = plugin.load as (id: string) => string | undefined;

/** The module the browser fetches for a variant's hints, as the plugin makes it. */
async function hintsModule(id: string) {
  const code = load(resolve(`virtual:atlas/hints/${id}`) ?? '') ?? '';
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)).default;
}

describe("the forms' hints, fetched with a form (scripts/form-hints.ts)", () => {
  it('every variant the site scores has its hints module, and the islands know each', () => {
    expect([...HINTED].sort()).toEqual(VARIANTS.map((v) => v.id).sort());
  });

  it("a variant's module holds each option's, game rule's and context field's hint by id", async () => {
    const vietnamese = VARIANTS.find((v) => v.id === 'vietnamese')!;
    const hints = await hintsModule('vietnamese');
    expect(hints).toEqual(hintsOf(vietnamese));
    expect(hints.options.jokerCopies).toMatch(/160-tile set/);
    expect(Object.keys(hints.context)).toContain('feeder');
    const sichuan = VARIANTS.find((v) => v.id === 'sichuan')!;
    for (const rule of sichuan.game?.options ?? [])
      expect((await hintsModule('sichuan')).options[rule.id]).toBe(rule.description);
  });

  it('a variant with no context fields has none to hint', async () => {
    expect((await hintsModule('hong-kong')).context).toEqual({});
  });

  it('an unknown variant fails the build, naming it', () => {
    expect(() => load(resolve('virtual:atlas/hints/riichi') ?? '')).toThrow(/riichi/);
  });

  it('other modules are not its to answer', () => {
    expect(resolve('virtual:atlas/search/root')).toBeUndefined();
    expect(load('/src/engine/score.ts')).toBeUndefined();
  });

  it('a built hints file is known by its name, and says whose hints it holds', () => {
    expect(hintsFileVariant('/_astro/hints-rainbow-dragon.iQDwJwa2.js')).toBe('rainbow-dragon');
    expect(hintsFileVariant('/_astro/hints-vietnamese.s0m-XufP.js')).toBe('vietnamese');
    expect(hintsFileVariant('/_astro/ContextForm-37.BH6Kqe6z.js')).toBeUndefined();
    expect(hintsFileVariant('/_astro/hints-37.BH6Kqe6z.js')).toBeUndefined();
  });
});
