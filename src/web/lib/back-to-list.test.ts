import { describe, expect, it } from 'vitest';
import { backToList, fromList } from './back-to-list';

describe('backToList', () => {
  it('returns to the list with the filter it had', () => {
    expect(backToList('/admin/contents', fromList('?state=draft'))).toBe('/admin/contents?state=draft');
  });

  it('returns to the whole list when she did not come from it', () => {
    expect(backToList('/admin/contents', null)).toBe('/admin/contents');
    expect(backToList('/admin/contents', { notice: '保存しました' })).toBe('/admin/contents');
    expect(backToList('/admin/contents', fromList(''))).toBe('/admin/contents');
  });

  it('takes nothing but a query from the state', () => {
    expect(backToList('/admin/contents', { listSearch: '//evil.example/' })).toBe('/admin/contents');
    expect(backToList('/admin/contents', { listSearch: '?a=1/../../x' })).toBe('/admin/contents');
  });

  it('drops a filter the saved item no longer matches, and keeps one it does', () => {
    const fromDrafts = fromList('?state=draft');
    expect(backToList('/admin/contents', fromDrafts, 'published')).toBe('/admin/contents');
    expect(backToList('/admin/contents', fromDrafts, 'draft')).toBe('/admin/contents?state=draft');
  });
});
