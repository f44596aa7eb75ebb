/**
 * The "Keep <variant> offline" control's state and what it says: a pure reducer over what the
 * device holds and what the reader asked, and the words for each state. KeepOffline.tsx renders it.
 */

import { fill } from '../../i18n/fill';
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

/** The control's words: English here, a page's language passed from MarkdownContent.astro. */
export const KEEP_WORDS = {
  intro:
    'Pages you read here stay on this device and open without a network. Keeping {name} offline stores all its pages (rules, scorer and every pattern) for the table; the size is shown before anything is fetched.',
  region: 'Keep {name} offline',
  progress: '{name} pages stored',
  'page.one': '1 page',
  'page.many': '{n} pages',
  size: '{pages}, about {gzip} to download ({bytes} on this device)',
  stored: '{pages} ({bytes} on this device)',
  'failure.offline': 'the network went away. Try again when you are online.',
  'failure.quota': 'this device has no room left for {bytes}. Free some space, then try again.',
  'failure.server': 'the site did not send one of its pages. Try again in a while.',
  'failure.storage': 'this browser refused to store them.',
  checking: 'Checking what this device holds…',
  unsupported: 'This browser cannot store pages for use without a network.',
  'noList.status':
    "You are offline, so the size of {name}'s pages cannot be checked. Connect, then try again.",
  retry: 'Try again',
  removed: "{name}'s pages are removed from this device. ",
  'ready.status': '{removed}{size}.',
  keep: 'Keep {name} offline',
  'keeping.status': 'Storing {name}: {done} of {pages}…',
  keeping: 'Storing…',
  'kept.status': '{name} is kept offline: {stored}. They update themselves when you are online.',
  remove: 'Remove {name} from this device',
  'removing.status': "Removing {name}'s pages…",
  removing: 'Removing…',
  'failed.status': '{name} is not kept offline: {done} of {pages} stored, then {why}',
} as const;

export type KeepWords = Readonly<Record<keyof typeof KEEP_WORDS, string>>;

const sayer =
  (words: KeepWords) =>
  (key: keyof KeepWords, values: Record<string, string | number> = {}) =>
    fill(words[key], values);

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

/**
 * The words and the button for a state; `name` is the variant as players say it ("Hong Kong"),
 * `words` the page's language (English by default).
 */
export function keepView(state: KeepState, name: string, words: KeepWords = KEEP_WORDS): KeepView {
  const say = sayer(words);
  const pages = (n: number) => (n === 1 ? say('page.one') : say('page.many', { n }));
  const size = (list: VariantPages) =>
    say('size', {
      pages: pages(list.pages.length),
      gzip: formatSize(list.gzip),
      bytes: formatSize(list.bytes),
    });
  switch (state.kind) {
    case 'checking':
      return { status: say('checking') };
    case 'unsupported':
      return { status: say('unsupported') };
    case 'no-list':
      return {
        status: say('noList.status', { name }),
        action: { label: say('retry'), does: 'check' },
      };
    case 'ready':
      return {
        status: say('ready.status', {
          removed: state.removed ? say('removed', { name }) : '',
          size: size(state.list),
        }),
        action: { label: say('keep', { name }), does: 'keep' },
      };
    case 'keeping':
      return {
        status: say('keeping.status', {
          name,
          done: state.done,
          pages: pages(state.list.pages.length),
        }),
        action: { label: say('keeping') },
        progress: { done: state.done, total: state.list.pages.length },
      };
    case 'kept':
      return {
        status: say('kept.status', {
          name,
          stored: say('stored', {
            pages: pages(state.list.pages.length),
            bytes: formatSize(state.list.bytes),
          }),
        }),
        action: { label: say('remove', { name }), does: 'remove' },
      };
    case 'removing':
      return { status: say('removing.status', { name }), action: { label: say('removing') } };
    case 'failed':
      return {
        status: say('failed.status', {
          name,
          done: state.done,
          pages: pages(state.list.pages.length),
          why: say(`failure.${state.failure}`, { bytes: formatSize(state.list.bytes) }),
        }),
        action: { label: say('retry'), does: 'keep' },
      };
  }
}
