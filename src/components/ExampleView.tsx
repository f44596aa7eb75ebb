import type { Hand } from '../engine/hand';
import type { ScoreResult } from '../engine/score';
import type { Variant } from '../engine/variant';
import type { BuilderState } from '../share';
import { HandTiles } from './HandTiles';
import { contextSummary } from './hand-builder/summary';
import { SayContext, type ScorerLanguage, sayIn } from './hand-builder/words';
import { ScoreSummary } from './ScoreSummary';

interface Props {
  variant: Variant;
  /** The hand as the page writes it, and read. */
  notation: string;
  hand: Hand;
  state: BuilderState;
  /** The engine's score, or the error that says why the hand is no win. */
  result: ScoreResult | null;
  failure?: unknown;
  /** "Scores" or "Misses" for the pattern the example is about, in the page's words. */
  verdict?: string | undefined;
  note?: string | undefined;
  /** The note's language where it is not the page's (an English note on a translated page). */
  noteLang?: string | undefined;
  /** The scorer opened on this hand, and the link's words. */
  scorer: { href: string; label: string };
  /** The page's language, as the hand scorer takes it; none in English. */
  lang?: ScorerLanguage | undefined;
}

/**
 * An example hand as static HTML in the page's language: the tiles, how it was won, what it
 * shows, and the engine's score of it, in the hand scorer's words (they are rendered once, on
 * the server; nothing here hydrates).
 */
export function ExampleView(p: Props) {
  const say = sayIn(p.lang);
  return (
    <SayContext.Provider value={say}>
      <figure class="mj-example not-content" data-example-verified="true">
        <div class="mj-example__hand">
          <HandTiles hand={p.hand} />
        </div>
        <figcaption>
          <code>{p.notation}</code> · {contextSummary(p.variant, p.state, say)}
          {p.verdict || p.note ? (
            <span class="mj-example__note">
              {' — '}
              {p.verdict}
              {p.verdict && p.note ? ': ' : null}
              {p.note ? <span lang={p.noteLang}>{p.note}</span> : null}
            </span>
          ) : null}
        </figcaption>
        {p.result ? (
          <ScoreSummary variant={p.variant} result={p.result} />
        ) : (
          <p class="mj-example__nowin">{say.error(p.failure)}</p>
        )}
        {p.result ? (
          <a class="mj-example__try" href={p.scorer.href}>
            {p.scorer.label}
          </a>
        ) : null}
      </figure>
    </SayContext.Provider>
  );
}
