import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy.js';
import { changeText, countText, isCreation, targetText, valueText } from './audit-wording';

describe('audit entries in the owner’s words', () => {
  it('words a changed field as before → after, the way the admin screens name things', () => {
    expect(changeText({ field: 'title', before: '朝のストレッチ', after: '夜のストレッチ' })).toEqual({
      label: 'タイトル',
      text: '朝のストレッチ → 夜のストレッチ',
    });
    expect(changeText({ field: 'state', before: 'draft', after: 'published' }).text).toBe('下書き → 公開');
    expect(changeText({ field: 'isFeatured', before: false, after: true }).text).toBe('いいえ → はい');
    expect(changeText({ field: 'liveWeekday', before: 3, after: 4 }).text).toBe('水曜日 → 木曜日');
    expect(changeText({ field: 'description', before: null, after: '説明' }).text).toBe('（なし） → 説明');
  });

  it('shows only what a new thing was made with', () => {
    expect(isCreation('content.create')).toBe(true);
    expect(isCreation('live.exception_create')).toBe(true);
    expect(isCreation('content.update')).toBe(false);
    expect(changeText({ field: 'title', before: null, after: '新しい記事' }, true).text).toBe('新しい記事');
    // A notice's state as the log kept it before it recorded 予約 apart.
    expect(changeText({ field: 'status', before: 'draft', after: 'published' })).toEqual({
      label: '公開の状態',
      text: '下書き → 公開',
    });
    // A lesson called off is dated by its lesson day, not a content's 公開日.
    expect(changeText({ field: 'lessonDate', before: null, after: '2026-12-02' }, true)).toEqual({
      label: 'レッスンの日',
      text: '2026年12月2日',
    });
  });

  it('shows days and instants in the business zone', () => {
    expect(valueText('date', '2026-11-25')).toBe('2026年11月25日');
    // 15:00 UTC is midnight of the next day in Tokyo.
    expect(valueText('publishedAt', '2026-11-24T15:00:00.000Z')).toBe('2026年11月25日 00:00');
  });

  it('says a secret or a long field changed, without a value', () => {
    expect(changeText({ field: 'passphrase', hidden: 'secret' })).toEqual({
      label: '合言葉',
      text: copy.audit.secretChanged,
    });
    expect(changeText({ field: 'body', hidden: 'long' }).text).toBe(copy.audit.longChanged);
  });

  it('names a passphrase by its month', () => {
    expect(targetText({ targetType: 'passphrase', targetLabel: '2026-12' })).toBe('2026年12月');
    expect(targetText({ targetType: 'content', targetLabel: '2026-12' })).toBe('2026-12');
  });

  it('counts in 件, and a video upload in the size of its file', () => {
    expect(countText('created', 1200)).toEqual({ label: '登録した会員', text: '1,200件' });
    expect(countText('bytes', 1_240_000_000)).toEqual({ label: 'ファイルの大きさ', text: '1.2 GB' });
  });
});
