/**
 * The practice island: a hand dealt by the engine from the variant's catalogue, a drill on it, and
 * the engine's answer. The seed, level and drill live in the address (state.ts), so the link deals
 * the same hand anywhere. Each variant's island (islands/) wraps it with that variant alone, and the
 * page hands it the catalogue examples the browser's catalogue leaves out. The reader's answers are
 * kept in the browser (progress.ts), and the next hand leans toward the patterns got wrong.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { PracticeExample } from '../../engine/practice/deal';
import type { Variant } from '../../engine/variant';
import '../../styles/hand-builder.css';
import '../../styles/payout-comparison.css';
import '../../styles/practice.css';
import type { ResultDetails } from '../hand-builder/Results';
import { SayContext } from '../hand-builder/words';
import { type Lazy, lazy } from '../lazy';
import { useLinkedState } from '../link-state';
import { ProblemList } from '../ProblemList';
import type { FamilyPayouts } from './Breakdown';
import { Controls } from './Controls';
import { Fetched } from './Fetched';
import { HandDrill } from './HandDrill';
import { keepDrill, keptDrill } from './kept-drill';
import { ProgressLine } from './ProgressLine';
import { leaningSeed, recordHand } from './progress';
import { drillView, initialLink, linkHasSeed, readPracticeLink, writePracticeLink } from './state';
import { useProgress } from './useProgress';
import { type PracticeLanguage, PracticeSayContext, practiceSayIn, usePracticeSay } from './words';

// Fetched when needed, not with the page: the waits drill (with the palette it is answered on)
// when it is the drill dealt, and the scorer's notice box when a link could not be read in full
// (a scorer fetches that box later too, with its link's reader).
const WAITS_DRILL = lazy(() => import('./WaitsDrill').then((m) => m.WaitsDrill));
const NOTICE_BOX = lazy(() => import('../hand-builder/LinkNotice').then((m) => m.LinkNoticeBox));

interface Props {
  variant: Variant;
  examples: readonly PracticeExample[];
  /** The variant's own account of a scored hand (Vietnamese), fetched with the breakdown. */
  details?: Lazy<ResultDetails>;
  /** The Hong Kong family's islands: the hand paid under each variant of the family. */
  family?: Lazy<FamilyPayouts>;
  /** The page's language; none on an English page. */
  lang?: PracticeLanguage;
}

/**
 * The island in the page's language: its own words and the scorer's (the payout tables' come with
 * the breakdown, which alone shows them).
 */
export function Practice({ lang, ...props }: Props) {
  const say = useMemo(() => practiceSayIn(lang), [lang]);
  return (
    <PracticeSayContext.Provider value={say}>
      <SayContext.Provider value={say.own}>
        <Drills {...props} />
      </SayContext.Provider>
    </PracticeSayContext.Provider>
  );
}

function Drills({ variant, examples, details, family }: Omit<Props, 'lang'>) {
  const say = usePracticeSay();
  const {
    state: link,
    change,
    problems,
    ready,
  } = useLinkedState(
    initialLink,
    (search) => readPracticeLink(search, Math.random, keptDrill(), say),
    writePracticeLink,
  );
  const [dismissed, setDismissed] = useState(false);
  const [progress, setProgress] = useProgress(variant);
  // A plain visit, or a link read in part, gets the hand it deals written into the address.
  useEffect(() => {
    if (ready && (problems.length || !linkHasSeed(window.location.search)))
      change((s) => ({ ...s }));
  }, [ready]);
  const view = useMemo(
    () => (ready ? drillView(variant, link, examples, undefined, say) : null),
    [variant, link, examples, ready, say],
  );
  const key = `${link.seed}-${link.level}-${link.drill}`;
  return (
    <div class="hb pr not-content" data-ready={ready ? 'true' : undefined} data-pagefind-ignore>
      {problems.length && !dismissed ? (
        <LinkProblems problems={problems} onDismiss={() => setDismissed(true)} />
      ) : null}
      <Controls
        variant={variant}
        link={link}
        onChange={(next) => {
          if (next.drill) keepDrill(next.drill);
          change((s) => ({ ...s, ...next }));
        }}
        onNext={() =>
          change((s) => ({ ...s, seed: leaningSeed(variant, s.level, examples, progress) }))
        }
      />
      <ProgressLine variant={variant} progress={progress} onForget={() => setProgress({})} />
      {!view ? <p class="hb-status">{say('status.dealing')}</p> : null}
      {view?.kind === 'error' ? <p class="hb-error">{view.message}</p> : null}
      {view?.kind === 'hand' ? (
        <HandDrill
          key={key}
          variant={variant}
          view={view}
          seed={link.seed}
          details={details}
          family={family}
          onAnswered={(verdict) =>
            setProgress(
              recordHand(
                progress,
                view.result.patterns.map((p) => p.id),
                verdict,
              ),
            )
          }
        />
      ) : null}
      {view?.kind === 'waits' ? (
        <Fetched part={WAITS_DRILL} check={key} failure={say('drill.failed')}>
          {(WaitsDrill) => <WaitsDrill key={key} variant={variant} view={view} />}
        </Fetched>
      ) : null}
    </div>
  );
}

/** What the link held that could not be used: the problems listed until the notice box arrives. */
function LinkProblems({ problems, onDismiss }: { problems: string[]; onDismiss(): void }) {
  const say = usePracticeSay();
  return (
    <Fetched
      part={NOTICE_BOX}
      check={problems.join('\n')}
      loading={
        <div class="hb-notice" role="alert" data-testid="link-problems">
          <ProblemList title={<strong>{say.own('link.problems')}</strong>} problems={problems} />
        </div>
      }
    >
      {(Box) => <Box notice={{ problems, versionNote: null }} onDismiss={onDismiss} />}
    </Fetched>
  );
}
