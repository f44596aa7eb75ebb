/**
 * The breakdown is fetched when the reader first checks an answer, not with the page: with the
 * settlement tables and, in the Hong Kong family, the family's other catalogues, it is most of a
 * practice page's code, and a reader sees none of it before checking.
 */
import { type Lazy, lazy } from '../lazy';
import type { Breakdown, BreakdownProps, FamilyPayouts } from './Breakdown';
import { Fetched } from './Fetched';

type Part = [typeof Breakdown, FamilyPayouts | undefined];

const BREAKDOWN = lazy(() => import('./Breakdown').then((m) => m.Breakdown));
/** One part per family (an island passes its own, made once), so a second check renders at once. */
const parts = new Map<Lazy<FamilyPayouts> | undefined, Lazy<Part>>();
const partFor = (family?: Lazy<FamilyPayouts>): Lazy<Part> => {
  let part = parts.get(family);
  if (!part) {
    part = lazy(() => Promise.all([BREAKDOWN.load(), family?.load()]));
    parts.set(family, part);
  }
  return part;
};

interface Props extends Omit<BreakdownProps, 'family'> {
  /** The Hong Kong family's islands: the hand paid under each variant of the family. */
  family?: Lazy<FamilyPayouts>;
}

export function LazyBreakdown({ family, ...props }: Props) {
  return (
    <Fetched part={partFor(family)} check={props.verdict}>
      {([Breakdown, rows]) => <Breakdown {...props} family={rows} />}
    </Fetched>
  );
}
