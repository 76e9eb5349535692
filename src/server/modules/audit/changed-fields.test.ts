import { describe, expect, it } from 'vitest';
import { changedFields, createdFields } from './changed-fields.js';

describe('changedFields', () => {
  it('lists only the fields whose value changed, with before and after', () => {
    expect(
      changedFields(
        { title: '朝のストレッチ', isFeatured: false, date: '2026-11-20' },
        { title: '夜のストレッチ', isFeatured: true, date: '2026-11-20' },
      ),
    ).toEqual([
      { field: 'title', before: '朝のストレッチ', after: '夜のストレッチ' },
      { field: 'isFeatured', before: false, after: true },
    ]);
  });

  it('says a secret changed without either value', () => {
    const changes = changedFields(
      { passphrase: 'さくらもち1234' },
      { passphrase: 'ゆきだるま5678' },
      {
        secret: ['passphrase'],
      },
    );
    expect(changes).toEqual([{ field: 'passphrase', hidden: 'secret' }]);
    expect(JSON.stringify(changes)).not.toMatch(/さくらもち|ゆきだるま/);
  });

  it('says a long field changed without copying it, and cuts other long values', () => {
    const body = '<p>' + 'あ'.repeat(5_000) + '</p>';
    expect(changedFields({ body: '' }, { body }, { long: ['body'] })).toEqual([
      { field: 'body', hidden: 'long' },
    ]);
    const [change] = changedFields({ description: '' }, { description: 'い'.repeat(500) });
    expect(String(change?.after)).toHaveLength(201);
  });

  it('treats a missing field as empty, so a new thing lists what it was created with', () => {
    expect(createdFields({ title: '新しい動画', thumbnail: null })).toEqual([
      { field: 'title', before: null, after: '新しい動画' },
    ]);
  });
});
