/**
 * A club's house-rule page: everything comes from the address's fragment (#r=...), so the page
 * works from a static file and offline. It loads only the variant the rules are for, shows what
 * it could not read, and scores hands with the club's rules in the ordinary hand builder.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { HandError } from '../../engine/errors';
import { applyHouseRules, type HouseVariant } from '../../engine/house-rules';
import { parseHouseLink, readHouseRules } from '../../house-rules-link';
// The print button is styled with the hand builder's buttons.
import '../../styles/hand-builder.css';
import '../../styles/house-rules.css';
import { Builder } from '../hand-builder/Builder';
import { ProblemList } from '../ProblemList';
import { loadVariant } from './load-variant';
import { RulesSheet } from './RulesSheet';

type View =
  | { kind: 'reading' }
  | { kind: 'none'; problems: string[] }
  | {
      kind: 'ready';
      house: HouseVariant;
      problems: string[];
      versionNote: string | null;
      hash: string;
    };

async function viewOf(hash: string): Promise<View> {
  const link = parseHouseLink(hash);
  if (link.variant === null) return { kind: 'none', problems: link.problems };
  let variant: Awaited<ReturnType<typeof loadVariant>>;
  try {
    variant = await loadVariant(link.variant);
  } catch (e) {
    return {
      kind: 'none',
      problems: [
        ...link.problems,
        e instanceof HandError
          ? `${e.message}: the link cannot be shown`
          : 'the variant could not be loaded',
      ],
    };
  }
  const read = readHouseRules(variant, link);
  return {
    kind: 'ready',
    house: applyHouseRules(variant, read.rules),
    problems: read.problems,
    versionNote: read.versionNote,
    hash,
  };
}

export default function HouseRulesPage() {
  const [view, setView] = useState<View>({ kind: 'reading' });

  // Read the address after hydration, so the server HTML and the first client render agree.
  useEffect(() => {
    let current = true;
    const read = () => {
      viewOf(window.location.hash).then((v) => current && setView(v));
    };
    read();
    window.addEventListener('hashchange', read);
    return () => {
      current = false;
      window.removeEventListener('hashchange', read);
    };
  }, []);

  const title = useMemo(
    () => (view.kind === 'ready' ? view.house.rules.club || 'A club without a name' : null),
    [view],
  );
  useEffect(() => {
    if (title) document.title = `${title}: house rules | Mahjong Atlas`;
  }, [title]);

  if (view.kind === 'reading') {
    return (
      <div class="hr-view not-content" data-pagefind-ignore>
        <p class="hr-status">Reading the house rules in this link…</p>
      </div>
    );
  }
  if (view.kind === 'none') {
    return (
      <div class="hr-view not-content" data-ready="true" data-pagefind-ignore>
        {view.problems.length ? (
          <div class="hr-notice" role="alert" data-testid="hr-problems">
            <ProblemList
              title={<strong>This link's house rules could not be shown:</strong>}
              problems={view.problems}
            />
          </div>
        ) : null}
        <p>
          This page shows a club's rules from a link made in the{' '}
          <a href="/house-rules/">house-rule builder</a>. Make the rules there, then open the link
          it gives you.
        </p>
      </div>
    );
  }
  const { house, problems, versionNote, hash } = view;
  return (
    <div class="hr-view not-content" data-ready="true" data-pagefind-ignore>
      <header class="hr-view__head">
        <h2 id="hr-club" data-testid="hr-club">
          {title}
        </h2>
        <p>
          House rules for <a href={`/${house.base.id}/`}>{house.base.name}</a>, values in{' '}
          {house.base.unit.plural} (catalogue version {house.base.catalogueVersion}).
        </p>
        <div class="hr-actions hr-noprint">
          <button type="button" class="hr-btn" onClick={() => window.print()}>
            Print these rules
          </button>
          <a href={`/house-rules/${hash}`}>Change these rules in the builder</a>
        </div>
      </header>
      {problems.length || versionNote ? (
        <div class="hr-notice" role="alert" data-testid="hr-problems">
          {versionNote ? <p data-testid="hr-version">{versionNote}</p> : null}
          {problems.length ? (
            <ProblemList
              title={
                <strong>
                  Parts of this link could not be used; the published rule stands in for each:
                </strong>
              }
              problems={problems}
            />
          ) : null}
        </div>
      ) : null}
      <RulesSheet house={house} />
      <section class="hr-section hr-scorer hr-noprint" aria-labelledby="hr-scorer-title">
        <h3 id="hr-scorer-title">Score a hand under these rules</h3>
        <p>
          The scorer below plays by this club's options, pattern values and settlement; the table
          rules cannot be changed here.
        </p>
        <Builder variant={house.variant} fixedRules />
      </section>
    </div>
  );
}
