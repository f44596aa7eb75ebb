/**
 * "Keep <variant> offline" on a variant's overview: says what it does and what it will download,
 * stores every page of the variant for use without a network, and removes them again. Absent
 * (with a sentence saying why) where the browser cannot keep pages.
 */
import { useEffect, useReducer } from 'preact/hooks';
import { fill } from '../../i18n/fill';
import '../../styles/keep-offline.css';
import { keep, lookUp, remove } from './keep-device';
import {
  initialKeepState,
  KEEP_WORDS,
  type KeepAction,
  type KeepWords,
  keepReducer,
  keepView,
} from './keep-state';

interface Props {
  /** The page list to keep: the variant's, in the page's language (src/offline/pages.ts, keptListId). */
  variant: string;
  /** The variant as players say it, in the page's language: "Hong Kong", "四川麻将". */
  name: string;
  /** The page's language (src/i18n/islands/keep-offline.ts); absent in English. */
  words?: KeepWords;
}

export default function KeepOffline({ variant, name, words = KEEP_WORDS }: Props) {
  const [state, dispatch] = useReducer(keepReducer, initialKeepState);
  useEffect(() => void lookUp(variant).then(dispatch), [variant]);

  const run = async (does: KeepAction) => {
    if (does === 'check') return dispatch(await lookUp(variant));
    if (state.kind === 'kept' && does === 'remove') {
      dispatch({ type: 'remove' });
      return dispatch(await remove(state.list));
    }
    if ((state.kind === 'ready' || state.kind === 'failed') && does === 'keep') {
      dispatch({ type: 'keep' });
      dispatch(await keep(state.list, (done) => dispatch({ type: 'progress', done })));
    }
  };

  const view = keepView(state, name, words);
  const action = view.action;
  return (
    <div class="mj-keep">
      {state.kind !== 'unsupported' && <p>{fill(words.intro, { name })}</p>}
      <p class="mj-keep__status" role="status">
        {view.status}
      </p>
      {view.progress && (
        <progress
          max={view.progress.total}
          value={view.progress.done}
          aria-label={fill(words.progress, { name })}
        />
      )}
      {action && (
        <button
          type="button"
          class={`mj-keep__button${action.does === 'remove' ? ' mj-keep__button--quiet' : ''}`}
          aria-disabled={action.does ? undefined : 'true'}
          onClick={() => action.does && void run(action.does)}
        >
          {action.label}
        </button>
      )}
    </div>
  );
}
