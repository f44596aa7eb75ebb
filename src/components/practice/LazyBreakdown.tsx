/**
 * The breakdown is fetched when the reader first checks an answer, not with the page: with the
 * settlement tables, the scorer's words for a score and, in the Hong Kong family, the family's
 * other catalogues (in Vietnamese, the scorer's own account of a hand), it is most of a practice
 * page's code, and a reader sees none of it before checking.
 */
import type { ResultDetails } from '../hand-builder/Results';
import { type Lazy, lazy } from '../lazy';
import type { Breakdown, BreakdownProps, FamilyPayouts } from './Breakdown';
import { Fetched } from './Fetched';

type Part = [typeof Breakdown, FamilyPayouts | undefined, ResultDetails | undefined];

const BREAKDOWN = lazy(() => import('./Breakdown').then((m) => m.Breakdown));
/**
 * One part per family and variant's account (an island passes its own, made once), so a second
 * check renders at once.
 */
const parts = new Map<
  Lazy<FamilyPayouts> | undefined,
  Map<Lazy<ResultDetails> | undefined, Lazy<Part>>
>();
const partFor = (family?: Lazy<FamilyPayouts>, details?: Lazy<ResultDetails>): Lazy<Part> => {
  const byDetails = parts.get(family) ?? new Map<Lazy<ResultDetails> | undefined, Lazy<Part>>();
  parts.set(family, byDetails);
  let part = byDetails.get(details);
  if (!part) {
    part = lazy(() => Promise.all([BREAKDOWN.load(), family?.load(), details?.load()]));
    byDetails.set(details, part);
  }
  return part;
};

interface Props extends Omit<BreakdownProps, 'family' | 'details'> {
  /** The Hong Kong family's islands: the hand paid under each variant of the family. */
  family?: Lazy<FamilyPayouts>;
  /** The variant's own account of a scored hand (Vietnamese). */
  details?: Lazy<ResultDetails>;
}

export function LazyBreakdown({ family, details, ...props }: Props) {
  return (
    <Fetched part={partFor(family, details)} check={props.verdict}>
      {([Breakdown, rows, account]) => <Breakdown {...props} family={rows} details={account} />}
    </Fetched>
  );
}
