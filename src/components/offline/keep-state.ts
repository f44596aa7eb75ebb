/**
 * The "Keep <variant> offline" control's state and what it says: a pure reducer over what the
 * device holds and what the reader asked, and the words for each state. KeepOffline.tsx renders it.
 */
import type { VariantPages } from '../../offline/pages';
import type { FailureKind } from '../../offline/store';

export type KeepState =
  /** Before the control has looked at the device (also what the server renders). */
  | { kind: 'checking' }
  /** No service worker or Cache API: pages cannot be kept, so there is no button. */
  | { kind: 'unsupported' }
  /** Not kept, and the page list could not be fetched (no network). */
  | { kind: 'no-list' }
  | { kind: 'ready'; list: VariantPages; removed: boolean }
  | { kind: 'keeping'; list: VariantPages; done: number }
  | { kind: 'kept'; list: VariantPages }
  | { kind: 'removing'; list: VariantPages }
  | { kind: 'failed'; list: VariantPages; failure: FailureKind; done: number };

export type KeepEvent =
  | { type: 'unsupported' }
  | { type: 'found'; list: VariantPages; kept: boolean }
  | { type: 'no-list' }
  | { type: 'keep' }
  | { type: 'progress'; done: number }
  | { type: 'kept' }
  | { type: 'failed'; failure: FailureKind }
  | { type: 'remove' }
  | { type: 'removed' };

export const initialKeepState: KeepState = { kind: 'checking' };

/** The next state; an event that does not fit the current state (a late progress report) changes nothing. */
export function keepReducer(state: KeepState, event: KeepEvent): KeepState {
  switch (event.type) {
    case 'unsupported':
      return { kind: 'unsupported' };
    case 'found':
      return event.kept
        ? { kind: 'kept', list: event.list }
        : { kind: 'ready', list: event.list, removed: false };
    case 'no-list':
      return { kind: 'no-list' };
    case 'keep':
      return state.kind === 'ready' || state.kind === 'failed'
        ? { kind: 'keeping', list: state.list, done: 0 }
        : state;
    case 'progress':
      return state.kind === 'keeping'
        ? { ...state, done: Math.max(state.done, event.done) }
        : state;
    case 'kept':
      return state.kind === 'keeping' ? { kind: 'kept', list: state.list } : state;
    case 'failed':
      if (state.kind !== 'keeping') return state;
      return { kind: 'failed', list: state.list, failure: event.failure, done: state.done };
    case 'remove':
      return state.kind === 'kept' ? { kind: 'removing', list: state.list } : state;
    case 'removed':
      return state.kind === 'removing' ? { kind: 'ready', list: state.list, removed: true } : state;
  }
}

/** "410 KB", "1.9 MB": sizes as a phone's storage settings show them (1 KB = 1000 bytes). */
export function formatSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

const pages = (n: number) => (n === 1 ? '1 page' : `${n} pages`);
const size = (list: VariantPages) =>
  `${pages(list.pages.length)}, about ${formatSize(list.gzip)} to download (${formatSize(list.bytes)} on this device)`;
const stored = (list: VariantPages) =>
  `${pages(list.pages.length)} (${formatSize(list.bytes)} on this device)`;

const FAILURES: Record<FailureKind, (list: VariantPages) => string> = {
  offline: () => 'the network went away. Try again when you are online.',
  quota: (list) =>
    `this device has no room left for ${formatSize(list.bytes)}. Free some space, then try again.`,
  server: () => 'the site did not send one of its pages. Try again in a while.',
  storage: () => 'this browser refused to store them.',
};

export type KeepAction = 'keep' | 'remove' | 'check';

export interface KeepView {
  /** What the device holds or what is happening, in a sentence; empty when there is nothing to say. */
  status: string;
  /**
   * The button, if one applies now. While pages are stored or removed it stays, busy (no `does`),
   * so keyboard focus is not lost between "Keep" and "Remove".
   */
  action?: { label: string; does?: KeepAction };
  progress?: { done: number; total: number };
}

/** The words and the button for a state; `name` is the variant as players say it ("Hong Kong"). */
export function keepView(state: KeepState, name: string): KeepView {
  switch (state.kind) {
    case 'checking':
      return { status: 'Checking what this device holds…' };
    case 'unsupported':
      return { status: 'This browser cannot store pages for use without a network.' };
    case 'no-list':
      return {
        status: `You are offline, so the size of ${name}'s pages cannot be checked. Connect, then try again.`,
        action: { label: 'Try again', does: 'check' },
      };
    case 'ready':
      return {
        status: `${state.removed ? `${name}'s pages are removed from this device. ` : ''}${size(state.list)}.`,
        action: { label: `Keep ${name} offline`, does: 'keep' },
      };
    case 'keeping':
      return {
        status: `Storing ${name}: ${state.done} of ${pages(state.list.pages.length)}…`,
        action: { label: 'Storing…' },
        progress: { done: state.done, total: state.list.pages.length },
      };
    case 'kept':
      return {
        status: `${name} is kept offline: ${stored(state.list)}. They update themselves when you are online.`,
        action: { label: `Remove ${name} from this device`, does: 'remove' },
      };
    case 'removing':
      return { status: `Removing ${name}'s pages…`, action: { label: 'Removing…' } };
    case 'failed':
      return {
        status:
          `${name} is not kept offline: ${state.done} of ${pages(state.list.pages.length)} stored, ` +
          `then ${FAILURES[state.failure](state.list)}`,
        action: { label: 'Try again', does: 'keep' },
      };
  }
}
