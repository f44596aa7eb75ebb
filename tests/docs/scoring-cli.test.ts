/**
 * The "Scoring from the command line" page shows requests and the answers `mahjong-score` gives
 * them. The answers are written out on the page, so this test runs every request shown there
 * through the same function the command uses and fails when an answer on the page has drifted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreRequest } from '../../src/api';
import { VARIANTS } from '../../src/variants';

const PAGE = readFileSync(join(__dirname, '../../content/docs/scoring-cli.mdx'), 'utf8');

/** Each fenced block with its title: ```json title="…" … ``` */
const blocks = [...PAGE.matchAll(/```(\w+)(?: title="([^"]*)")?\n([\s\S]*?)\n```/g)].map(
  ([, lang = '', title = '', body = '']) => ({
    lang,
    title,
    body,
  }),
);

/** Every request block paired with the answer block that follows it. */
const pairs = blocks.flatMap((b, k) =>
  b.title.startsWith('Request') ? [{ title: b.title, request: b.body, answer: blocks[k + 1] }] : [],
);

describe('the command-line page shows the answers the engine gives', () => {
  it('shows requests, each followed by its answer', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(4);
    for (const p of pairs) expect(p.answer?.title, p.title).toBe('Answer');
  });

  it.each(pairs.map((p) => [p.title, p] as const))(
    '%s: the answer shown is the answer given',
    (_, p) => {
      expect(scoreRequest(JSON.parse(p.request))).toEqual(JSON.parse(p.answer!.body));
    },
  );

  it('the one-line shell example gives the same answer as the first request written out', () => {
    const sh = blocks.find((b) => b.lang === 'sh')!;
    const line = /echo '([^']*)'/.exec(sh.body)![1]!;
    expect(scoreRequest(JSON.parse(line))).toEqual(scoreRequest(JSON.parse(pairs[0]!.request)));
  });

  it('names every variant that adds to the request or the answer', () => {
    const adding = VARIANTS.filter(
      (v) => v.checkContext || v.correctContext || v.responseExtras || v.settleDeal,
    );
    expect(adding.length).toBeGreaterThan(0);
    for (const v of adding) expect(PAGE, v.id).toContain(`(\`${v.id}\`).**`);
  });
});
