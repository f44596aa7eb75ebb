import type { Status } from './summary';
import { useSay } from './words';

interface Props {
  status: Status;
  /** What the last tap did or why it was refused: said here, so it never pushes the palette down. */
  message: string | null;
  /** Brings the full result into view. */
  onJump(): void;
}

/**
 * The hand's state in one or two lines, kept at the bottom of the screen while the palette is
 * in view, so a tapped tile's effect is seen without scrolling. Only its message line is a live
 * region: the results panel already announces every new total, and once is enough.
 */
export function StatusBar({ status, message, onJump }: Props) {
  const say = useSay();
  return (
    <div class={`hb-bar hb-bar--${status.tone}`} data-testid="status-bar">
      <p class="hb-message" role="status">
        {message}
      </p>
      <div class="hb-bar__text">
        <p class="hb-bar__main">
          <strong class="hb-bar__headline" data-testid="status-headline">
            {status.headline}
          </strong>{' '}
          <span class="hb-bar__tiles">{status.tiles}</span>
        </p>
        {status.payments ? (
          <ul class="hb-bar__payments" aria-label={say('bar.payments')}>
            {status.payments.map((p) => (
              <li key={p.seat} data-seat={p.seat} class={p.role ? `hb-bar__${p.role}` : undefined}>
                <span class="hb-bar__seat">{p.name}</span>
                <span class="hb-bar__letter" aria-hidden="true">
                  {say(`windLetter.${p.seat}`)}
                </span>{' '}
                <span class="hb-bar__amount">{p.amount}</span>
                {p.role ? (
                  <span class="sr-only">
                    {' '}
                    ({say(p.role === 'winner' ? 'score.winner' : 'score.discarder')})
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : status.detail ? (
          <p class="hb-bar__detail">{status.detail}</p>
        ) : null}
      </div>
      <button type="button" class="hb-btn hb-btn--quiet hb-bar__jump" onClick={onJump}>
        {say('bar.full')}
      </button>
    </div>
  );
}
