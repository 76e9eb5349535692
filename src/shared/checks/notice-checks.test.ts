import { describe, expect, it } from 'vitest';
import { copy } from '../copy.js';
import { checkNotice, type NoticeCheckInput } from './notice-checks.js';
import { fieldProblem } from '#tests/support/field-problem.js';

const good: NoticeCheckInput = {
  title: '年末年始のお休み',
  body: '<p>12月29日から1月3日まではライブをお休みします。</p>',
  state: 'published',
  publishDate: '',
  publishTime: '',
  pinnedUntil: '',
};

describe('checkNotice', () => {
  it('takes a notice with a title and a body', () => {
    expect(checkNotice(good)).toBeNull();
  });

  it('names the title, then the body, when they are empty', () => {
    expect(checkNotice({ ...good, title: '　' })).toEqual(
      fieldProblem('title', copy.notices.admin.titleMissing),
    );
    expect(checkNotice({ ...good, body: '<p> </p>' })).toEqual(
      fieldProblem('body', copy.notices.admin.bodyMissing),
    );
  });

  it('asks a 予約 for a real day and time', () => {
    const scheduled = { ...good, state: 'scheduled' as const };
    expect(checkNotice({ ...scheduled, publishDate: '2026-02-30', publishTime: '07:00' })?.field).toBe(
      'publishDate',
    );
    expect(checkNotice({ ...scheduled, publishDate: '2026-12-01', publishTime: '25:00' })?.field).toBe(
      'publishTime',
    );
    expect(checkNotice({ ...scheduled, publishDate: '2026-12-01', publishTime: '07:00' })).toBeNull();
  });

  it('takes no pin or a real day as the pin', () => {
    expect(checkNotice({ ...good, pinnedUntil: '2026-12-31' })).toBeNull();
    expect(checkNotice({ ...good, pinnedUntil: '12月31日' })?.field).toBe('pinnedUntil');
  });
});
