/**
 * The form under the balances: the next hand, or the past one being corrected. A variant whose
 * hands are whole deals brings its own deal form (the Sichuan page passes the deal ledger's
 * editor); every other variant scores a hand in the hand form.
 */
import type { ComponentType } from 'preact';
import { useMemo } from 'preact/hooks';
import type { GameReplay } from '../../engine/game/play';
import type { Variant } from '../../engine/variant';
import type { DealFormProps } from './DealForm';
import { HandForm } from './HandForm';
import { type Sheet, tableOptions } from './sheet';
import type { useEntry } from './useEntry';
import { handTitle, useGameSay } from './words';

interface Props {
  variant: Variant;
  sheet: Sheet;
  replay: GameReplay;
  entry: ReturnType<typeof useEntry>;
  dealForm?: ComponentType<DealFormProps>;
}

export function EntryForm({ variant, sheet, replay, entry, dealForm: Deal }: Props) {
  const say = useGameSay();
  const { editing } = entry;
  const options = useMemo(() => tableOptions(variant, sheet), [sheet.options]);
  if (replay.ended && editing === null) return null;
  const at = (editing !== null && replay.hands[editing]) || replay.upcoming;
  const title = handTitle(sheet, at.number, at.round, at.dealer, say, editing !== null);
  if (Deal) {
    const corrected = editing === null ? undefined : sheet.entries[editing];
    return (
      <Deal
        key={editing ?? 'next'}
        sheet={sheet}
        options={options}
        number={at.number}
        title={title}
        seats={at.seats}
        initial={corrected?.kind === 'deal' ? corrected.deal : null}
        onSubmit={entry.submitDeal}
        onCancel={entry.cancel}
      />
    );
  }
  return (
    <HandForm
      variant={variant}
      sheet={sheet}
      draft={entry.draft}
      number={at.number}
      title={title}
      seats={at.seats}
      correcting={editing !== null}
      onChange={entry.change}
      onSubmit={entry.submit}
      onCancel={entry.cancel}
    />
  );
}
