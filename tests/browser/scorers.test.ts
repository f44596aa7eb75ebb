/**
 * Every variant's hand scorer in Chromium, at a phone's width and at desktop width: a hand
 * built by tapping tiles, and the same hand opened from a share link, show exactly what the
 * engine scores for it (total, patterns and payments), and the 13-tile hand shows its waits.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseHand } from '../../src/engine/notation';
import { formatHand } from '../../src/engine/notation-write';
import { scoreHand, waitsOf } from '../../src/engine/score';
import { tileName } from '../../src/engine/tiles';
import { type BuilderState, contextOf, defaultState, encodeState } from '../../src/share';
import { getVariant } from '../../src/variants';
import { vietnameseTileName } from '../../src/variants/vietnamese/tiles';
import { horizontalOverflow, useSite } from './site-fixture';

const site = useSite();

/** One winning hand per variant, won by South on West's discard; Sichuan's misses bamboo. */
const CASES: { id: string; hand: string; extra?: Record<string, string> }[] = [
  { id: 'hong-kong', hand: '234m 456p 678s 345s 2p @2p' },
  { id: 'rainbow-dragon', hand: '234m 456p 678s 345s 2p @2p' },
  { id: 'vmc', hand: '234m 456p 678s 345s 2p @2p' },
  { id: 'mcr', hand: '123m 456m 789m 234p 5p @5p' },
  { id: 'sichuan', hand: '123m 456m 789m 234p 5p @5p', extra: { missingSuit: 's' } },
];

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
];

const DESKTOP = VIEWPORTS[1]!;

/** Opens `path` at `viewport` and waits for its scorer, scrolled into view, to hydrate. */
async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await site.visit(path, { viewport });
  await page.locator('.hb').scrollIntoViewIfNeeded();
  await page.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  return page;
}

for (const c of CASES) {
  const variant = getVariant(c.id);
  const state: BuilderState = {
    ...defaultState(),
    notation: c.hand,
    seat: 'S',
    discarder: 'W',
    ...(c.extra ? { extra: c.extra } : {}),
  };
  const context = { ...contextOf(state), ...(c.extra ?? {}) };
  const expected = scoreHand(variant, parseHand(c.hand), context);
  const hand = parseHand(c.hand);
  const { winningTile: _w, ...waiting } = hand;
  const waits = waitsOf(variant, waiting, context).map((w) => w.tile);

  describe(`${variant.name} scorer`, () => {
    for (const vp of VIEWPORTS) {
      it(`a shared hand shows the engine's score and payments (${vp.name})`, async () => {
        const page = await open(`/${c.id}/score/${encodeState(variant, state)}`, vp);
        const results = page.locator('.hb-results');
        await expect
          .poll(() => results.getByTestId('total').innerText())
          .toContain(String(expected.total));
        const text = await results.innerText();
        for (const p of expected.patterns) expect(text).toContain(p.name);
        if (expected.minimumMet) expect(text).toMatch(new RegExp(`\\+${expected.payments.S}\\b`));
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      });
    }

    it('a hand tapped tile by tile shows its waits, then the same score once the winning tile is tapped', async () => {
      const linkState = { ...state, notation: '' };
      const page = await open(`/${c.id}/score/${encodeState(variant, linkState)}`, DESKTOP);
      const palette = page.getByRole('group', { name: 'Tile palette' });
      for (const t of hand.concealed)
        await palette.getByRole('button', { name: tileName(t), exact: true }).click();
      const results = page.locator('.hb-results');
      for (const w of waits)
        await expect
          .poll(() => results.getByRole('img', { name: tileName(w) }).count())
          .toBeGreaterThan(0);
      await palette.getByRole('button', { name: tileName(hand.winningTile!), exact: true }).click();
      await expect
        .poll(() => results.getByTestId('total').innerText())
        .toContain(String(expected.total));
    });
  });
}

/**
 * Vietnamese: a hand with the dots joker in a run and a banked Hợp joker. The value is shown on
 * the seed's ladder (formatValue), each joker's stand-in is named, the single and double columns
 * are told apart, and the 13-tile hand's waits come from the joker-aware engine.
 */
describe('Vietnamese scorer', () => {
  const variant = getVariant('vietnamese');
  const HAND = '123m 456m 789m 4pJ2 5s5s @6p +J8';
  const state: BuilderState = { ...defaultState(), notation: HAND, seat: 'S', discarder: 'W' };
  const context = contextOf(state);
  const hand = parseHand(HAND);
  const expected = scoreHand(variant, hand, context);
  const { winningTile: _w, ...waiting } = hand;
  const waits = waitsOf(variant, waiting, context).map((w) => w.tile);
  const extras = variant.responseExtras!(expected) as {
    valueText: string;
    points: { single: number; double: number };
    jokers: { joker: string; standsFor: string }[];
  };

  it('the test hand uses its joker and pays the discarder double, the others single', () => {
    expect(extras.jokers.map((j) => j.joker)).toEqual(['J2']);
    expect(-expected.payments.W).toBe(extras.points.double);
    expect(-expected.payments.E).toBe(extras.points.single);
    expect(waits.length).toBeGreaterThan(1);
  });

  for (const vp of VIEWPORTS) {
    it(`a shared joker hand shows its value in phán and mủn, what the joker stood for and who paid which column (${vp.name})`, async () => {
      const page = await open(`/vietnamese/score/${encodeState(variant, state)}`, vp);
      const results = page.locator('.hb-results');
      await expect
        .poll(() => results.getByTestId('total').innerText())
        .toBe(variant.formatValue!(expected.total));
      const text = await results.innerText();
      for (const p of expected.patterns) expect(text).toContain(p.name);
      expect(text).toMatch(new RegExp(`\\+${expected.payments.S}\\b`));
      expect(await results.getByTestId('viet-single').innerText()).toBe(
        String(extras.points.single),
      );
      expect(await results.getByTestId('viet-double').innerText()).toBe(
        String(extras.points.double),
      );
      expect(await results.locator('tr[data-seat="W"]').last().innerText()).toMatch(/double/);
      expect(await results.getByTestId('viet-jokers').innerText()).toContain(
        `${vietnameseTileName('J2')} stood for ${vietnameseTileName(extras.jokers[0]!.standsFor)}`,
      );
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  it('a joker hand tapped tile by tile, with a banked joker, shows its waits, then the same score', async () => {
    const linkState = { ...state, notation: '' };
    const page = await open(`/vietnamese/score/${encodeState(variant, linkState)}`, DESKTOP);
    const palette = page.getByRole('group', { name: 'Tile palette' });
    for (const t of hand.concealed)
      await palette.getByRole('button', { name: vietnameseTileName(t), exact: true }).click();
    await page.getByRole('radio', { name: 'Banked joker' }).check();
    await palette.getByRole('button', { name: vietnameseTileName('J8'), exact: true }).click();
    await page.getByRole('radio', { name: 'Standing tiles' }).check();
    const results = page.locator('.hb-results');
    for (const w of waits)
      await expect
        .poll(() => results.getByRole('img', { name: vietnameseTileName(w) }).count())
        .toBeGreaterThan(0);
    await palette
      .getByRole('button', { name: vietnameseTileName(hand.winningTile!), exact: true })
      .click();
    await expect
      .poll(() => results.getByTestId('total').innerText())
      .toBe(variant.formatValue!(expected.total));
    await expect.poll(() => new URL(page.url()).searchParams.get('h')).toBe(formatHand(hand));
  });
});
