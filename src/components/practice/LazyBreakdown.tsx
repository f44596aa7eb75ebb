/**
 * The breakdown is fetched when the reader first checks an answer, not with the page: with the
 * settlement tables and, in the Hong Kong family, the family's other catalogues, it is most of a
 * practice page's code, and a reader sees none of it before checking.
 */
import { useEffect } from 'preact/hooks';
import { type Lazy, lazy, useLazy } from '../lazy';
import type { BreakdownProps, FamilyPayouts } from './Breakdown';
import { usePracticeSay } from './words';

const BREAKDOWN = lazy(() => import('./Breakdown').then((m) => m.Breakdown));
const NO_FAMILY: Lazy<FamilyPayouts | undefined> = lazy(async () => undefined);

interface Props extends Omit<BreakdownProps, 'family'> {
  /** The Hong Kong family's islands: the hand paid under each variant of the family. */
  family?: Lazy<FamilyPayouts>;
}

export function LazyBreakdown({ family, ...props }: Props) {
  const say = usePracticeSay();
  const body = useLazy(BREAKDOWN);
  const rows = useLazy<FamilyPayouts | undefined>(family ?? NO_FAMILY);
  // Each check fetches again what failed to arrive.
  useEffect(() => {
    body.fetch();
    rows.fetch();
  }, [props.verdict]);
  if (body.failed || rows.failed)
    return (
      <p class="hb-error" role="alert">
        {say('breakdown.failed')}
      </p>
    );
  if (!body.loaded || !rows.loaded)
    return (
      <p class="hb-hint hb-loading" role="status">
        {say.own('panel.loading')}
      </p>
    );
  const Breakdown = body.loaded.value;
  return <Breakdown {...props} family={rows.loaded.value} />;
}
