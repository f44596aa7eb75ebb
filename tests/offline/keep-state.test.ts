import { describe, expect, it } from 'vitest';
import {
  formatSize,
  initialKeepState,
  type KeepEvent,
  type KeepState,
  keepReducer,
  keepView,
} from '../../src/components/offline/keep-state';
import type { VariantPages } from '../../src/offline/pages';

const LIST: VariantPages = {
  variant: 'hong-kong',
  name: 'Hong Kong',
  pages: Array.from({ length: 62 }, (_, i) => ({
    url: `/hong-kong/p${i}/`,
    bytes: 30_000,
    gzip: 6_600,
  })),
  bytes: 1_860_000,
  gzip: 409_200,
};
const run = (...events: KeepEvent[]): KeepState => events.reduce(keepReducer, initialKeepState);
const FOUND: KeepEvent = { type: 'found', list: LIST, kept: false };
const KEPT: KeepEvent = { type: 'found', list: LIST, kept: true };

describe('the keep-offline control', () => {
  it('shows the page count, download size and stored size before anything is fetched', () => {
    const view = keepView(run({ type: 'found', list: LIST, kept: false }), 'Hong Kong');
    expect(view.status).toBe('62 pages, about 409 KB to download (1.9 MB on this device).');
    expect(view.action).toEqual({ label: 'Keep Hong Kong offline', does: 'keep' });
  });

  it('shows progress while storing, with the button kept in place but busy', () => {
    const view = keepView(
      run(FOUND, { type: 'keep' }, { type: 'progress', done: 20 }),
      'Hong Kong',
    );
    expect(view.status).toBe('Storing Hong Kong: 20 of 62 pages…');
    expect(view.progress).toEqual({ done: 20, total: 62 });
    expect(view.action?.does).toBeUndefined();
  });

  it('a late, smaller progress report does not move the count back', () => {
    const state = run(
      FOUND,
      { type: 'keep' },
      { type: 'progress', done: 5 },
      { type: 'progress', done: 3 },
    );
    expect(state).toMatchObject({ kind: 'keeping', done: 5 });
  });

  it('says the variant is kept with its page count, and offers to remove it', () => {
    const kept = run(
      { type: 'found', list: LIST, kept: false },
      { type: 'keep' },
      { type: 'kept' },
    );
    const view = keepView(kept, 'Hong Kong');
    expect(view.status).toMatch(
      /^Hong Kong is kept offline: 62 pages \(1\.9 MB on this device\)\./,
    );
    expect(view.action).toEqual({ label: 'Remove Hong Kong from this device', does: 'remove' });
    expect(keepView(run({ type: 'found', list: LIST, kept: true }), 'Hong Kong').status).toBe(
      view.status,
    );
  });

  it('after removal says so and offers to keep it again', () => {
    const view = keepView(run(KEPT, { type: 'remove' }, { type: 'removed' }), 'Hong Kong');
    expect(view.status).toMatch(/^Hong Kong's pages are removed from this device\. 62 pages/);
    expect(view.action?.does).toBe('keep');
  });

  it('names the cause of a failure (network, room, site, browser) and offers to try again', () => {
    const failed = (failure: 'offline' | 'quota' | 'server' | 'storage') =>
      keepView(
        run(FOUND, { type: 'keep' }, { type: 'progress', done: 20 }, { type: 'failed', failure }),
        'Hong Kong',
      );
    expect(failed('offline').status).toBe(
      'Hong Kong is not kept offline: 20 of 62 pages stored, then the network went away. ' +
        'Try again when you are online.',
    );
    expect(failed('quota').status).toContain('this device has no room left for 1.9 MB');
    expect(failed('server').status).toContain('the site did not send one of its pages');
    expect(failed('storage').status).toContain('this browser refused to store them');
    expect(failed('quota').action).toEqual({ label: 'Try again', does: 'keep' });
  });

  it('without a network and not kept, says the size cannot be checked and offers to check again', () => {
    const view = keepView(run({ type: 'no-list' }), 'Hong Kong');
    expect(view.status).toContain('cannot be checked');
    expect(view.action?.does).toBe('check');
  });

  it('where the browser cannot keep pages, has no button', () => {
    const view = keepView(run({ type: 'unsupported' }), 'Hong Kong');
    expect(view.action).toBeUndefined();
    expect(view.status).toBe('This browser cannot store pages for use without a network.');
  });

  it('ignores a keep or remove that does not fit what the device holds', () => {
    const kept = run({ type: 'found', list: LIST, kept: true });
    expect(keepReducer(kept, { type: 'keep' })).toBe(kept);
    const ready = run({ type: 'found', list: LIST, kept: false });
    expect(keepReducer(ready, { type: 'remove' })).toBe(ready);
  });
});

describe('sizes in words', () => {
  it('writes kilobytes under a megabyte and megabytes with one decimal above', () => {
    const sizes = [400, 409_200, 999_400, 1_860_000].map(formatSize);
    expect(sizes).toEqual(['1 KB', '409 KB', '999 KB', '1.9 MB']);
  });
});

describe('the control in the page’s language', () => {
  it('says the size, the button and a failure in simplified Chinese, every placeholder filled', async () => {
    const { wordsIn } = await import('../../src/i18n/island-words');
    const { KEEP_TRANSLATIONS } = await import('../../src/i18n/islands/keep-offline');
    const zh = wordsIn('zh-cn', KEEP_TRANSLATIONS)!;
    const ready = keepView(run({ type: 'found', list: LIST, kept: false }), '四川麻将', zh);
    expect(ready.action?.label).toBe('离线保存四川麻将');
    expect(ready.status).toMatch(/^\d+个页面，下载约/);
    const failed = keepView(
      run(
        { type: 'found', list: LIST, kept: false },
        { type: 'keep' },
        { type: 'failed', failure: 'offline' },
      ),
      '四川麻将',
      zh,
    );
    expect(failed.status).toContain('网络断了');
    for (const view of [ready, failed]) expect(view.status).not.toMatch(/\{\w+\}|[A-Za-z]{3,}/);
  });
});
