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
import { fetchScoring } from '../hand-builder/scoring-part';
import { ProblemList } from '../ProblemList';
import { loadVariant } from './load-variant';
import { RulesSheet } from './RulesSheet';
import { type HouseLanguage, type HouseSay, HouseSayContext, houseSayIn } from './words';

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

async function viewOf(hash: string, say: HouseSay): Promise<View> {
  const link = parseHouseLink(hash, say);
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
          ? say('linkProblem.noSuchVariant', { value: link.variant })
          : say('linkProblem.notLoaded'),
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

/** The club's page in the page's language (none on an English page). */
export default function HouseRulesPage({ lang }: { lang?: HouseLanguage }) {
  const say = useMemo(() => houseSayIn(lang), [lang]);
  const [view, setView] = useState<View>({ kind: 'reading' });

  // Read the address after hydration, so the server HTML and the first client render agree.
  useEffect(() => {
    let current = true;
    const read = () => {
      viewOf(window.location.hash, say).then((v) => current && setView(v));
    };
    read();
    window.addEventListener('hashchange', read);
    return () => {
      current = false;
      window.removeEventListener('hashchange', read);
    };
  }, [say]);

  const title = useMemo(
    () => (view.kind === 'ready' ? view.house.rules.club || say('view.noName') : null),
    [view, say],
  );
  useEffect(() => {
    if (title) document.title = say('view.title', { club: title });
  }, [title, say]);

  return (
    <HouseSayContext.Provider value={say}>
      {view.kind === 'reading' ? (
        <div class="hr-view not-content" data-pagefind-ignore>
          <p class="hr-status">{say('view.reading')}</p>
        </div>
      ) : view.kind === 'none' ? (
        <NoRules say={say} problems={view.problems} />
      ) : (
        <Rules say={say} view={view} title={title} />
      )}
    </HouseSayContext.Provider>
  );
}

function NoRules({ say, problems }: { say: HouseSay; problems: string[] }) {
  return (
    <div class="hr-view not-content" data-ready="true" data-pagefind-ignore>
      {problems.length ? (
        <div class="hr-notice" role="alert" data-testid="hr-problems">
          <ProblemList title={<strong>{say('view.cannotShow')}</strong>} problems={problems} />
        </div>
      ) : null}
      <p>
        {say('view.about')}
        <a href={say.path('/house-rules/')}>{say('view.builder')}</a>
        {say('view.aboutEnd')}
      </p>
    </div>
  );
}

function Rules({
  say,
  view,
  title,
}: {
  say: HouseSay;
  view: Extract<View, { kind: 'ready' }>;
  title: string | null;
}) {
  const { house, problems, versionNote, hash } = view;
  // The page loaded the club's variant to read its rules; the result views come with the first
  // tap, as on a scorer page, since a reader reads the rules before scoring a hand, if at all.
  const scoring = useMemo(() => fetchScoring(async () => house.variant), [house.variant]);
  return (
    <div class="hr-view not-content" data-ready="true" data-pagefind-ignore>
      <header class="hr-view__head">
        <h2 id="hr-club" data-testid="hr-club">
          {title}
        </h2>
        <p>
          {say('view.rulesFor')}
          <a href={say.path(`/${house.base.id}/`)}>{say.fullName(house.base)}</a>
          {say('view.values', {
            unit: say.unit(house.base),
            version: house.base.catalogueVersion,
          })}
        </p>
        <div class="hr-actions hr-noprint">
          <button type="button" class="hr-btn" onClick={() => window.print()}>
            {say('view.print')}
          </button>
          <a href={say.path(`/house-rules/${hash}`)}>{say('view.change')}</a>
        </div>
      </header>
      {problems.length || versionNote ? (
        <div class="hr-notice" role="alert" data-testid="hr-problems">
          {versionNote ? <p data-testid="hr-version">{versionNote}</p> : null}
          {problems.length ? (
            <ProblemList title={<strong>{say('view.problems')}</strong>} problems={problems} />
          ) : null}
        </div>
      ) : null}
      <RulesSheet house={house} />
      <section class="hr-section hr-scorer hr-noprint" aria-labelledby="hr-scorer-title">
        <h3 id="hr-scorer-title">{say('view.scorer')}</h3>
        <p>{say('view.scorerNote')}</p>
        <Builder variant={house.variant} scoring={scoring} fixedRules lang={say.lang(house.base)} />
      </section>
    </div>
  );
}
