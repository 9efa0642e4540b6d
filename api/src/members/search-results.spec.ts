import type { MemberSearchResponse } from '@greenroom/contracts';
import type { AppConfig } from '../config/app-config';
import { AppMetrics } from '../metrics/app-metrics';
import { SearchResults } from './search-results';

const keeping = (memberSearchPagesKept: number) => new SearchResults({ memberSearchPagesKept } as AppConfig, new AppMetrics('api'));
const page = (value: number): MemberSearchResponse => ({ view: 'directory', members: [], total: { value, kind: 'exact' }, nextCursor: null });

describe('SearchResults', () => {
  it('gives a page back only for the same version, request and role', () => {
    const results = keeping(10);
    const key = results.key('41', { Last_Name: 'Castillo' }, 'Member');
    results.set(key, page(1));
    expect(results.get(results.key('41', { Last_Name: 'Castillo' }, 'Member'))).toEqual(page(1));
    expect(results.get(results.key('42', { Last_Name: 'Castillo' }, 'Member'))).toBeUndefined();
    expect(results.get(results.key('41', { Last_Name: 'Castillo' }, 'Admin'))).toBeUndefined();
    expect(results.get(results.key('41', { Last_Name: 'Castillo', count: true }, 'Member'))).toBeUndefined();
  });

  it('counts each answer as kept or read', async () => {
    const metrics = new AppMetrics('api');
    const results = new SearchResults({ memberSearchPagesKept: 10 } as AppConfig, metrics);
    const key = results.key('41', { Last_Name: 'Castillo' }, 'Member');
    results.get(key);
    results.set(key, page(1));
    results.get(key);
    results.get(key);
    const counted = (await metrics.memberSearchPages.get()).values.map(({ labels, value }) => [labels.answer, value]);
    expect(Object.fromEntries(counted)).toEqual({ kept: 2, read: 1 });
  });

  it('keeps nothing without a version', () => {
    const results = keeping(10);
    const key = results.key(null, { Last_Name: 'Castillo' }, 'Member');
    expect(key).toBeNull();
    results.set(key, page(1));
    expect(results.get(key)).toBeUndefined();
  });

  it('forgets the least recently used page beyond MEMBER_SEARCH_PAGES_KEPT, and keeps none at 0', () => {
    const results = keeping(2);
    const keys = ['a', 'b', 'c'].map((name) => results.key('7', { Last_Name: name }, 'Member'));
    results.set(keys[0], page(0));
    results.set(keys[1], page(1));
    results.get(keys[0]);
    results.set(keys[2], page(2));
    expect([keys[0], keys[1], keys[2]].map((key) => results.get(key)?.total?.value)).toEqual([0, undefined, 2]);
    expect(results.keeps).toBe(true);
    expect(keeping(0).keeps).toBe(false);
  });
});
