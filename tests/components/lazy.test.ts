import { describe, expect, it } from 'vitest';
import { lazy } from '../../src/components/lazy';

describe('code an island fetches when first needed (src/components/lazy.ts)', () => {
  it('is fetched once and then kept, so a second view renders it at once', async () => {
    let fetches = 0;
    const form = lazy(async () => {
      fetches++;
      return 'the form';
    });
    expect(form.loaded).toBeUndefined();
    expect(await form.load()).toBe('the form');
    expect(form.loaded).toEqual({ value: 'the form' });
    expect(fetches).toBe(1);
  });

  it('is not marked loaded after a failed fetch, and the next fetch tries again', async () => {
    let online = false;
    const breakdown = lazy(async () => {
      if (!online) throw new Error('offline');
      return 'the breakdown';
    });
    await expect(breakdown.load()).rejects.toThrow('offline');
    expect(breakdown.loaded).toBeUndefined();
    online = true;
    expect(await breakdown.load()).toBe('the breakdown');
    expect(breakdown.loaded).toEqual({ value: 'the breakdown' });
  });
});
