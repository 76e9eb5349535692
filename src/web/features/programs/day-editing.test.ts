import { describe, expect, it } from 'vitest';
import { moveContent, moveItem, resizeDays, searchTitles } from './day-editing';

describe('day editing', () => {
  it('moves an item up or down and stays within the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });

  it('adds empty days at the end and drops the last days', () => {
    expect(resizeDays([['a'], ['b']], 4)).toEqual([['a'], ['b'], [], []]);
    expect(resizeDays([['a'], ['b'], ['c']], 2)).toEqual([['a'], ['b']]);
  });

  it('moves a content to another day only when that day has room', () => {
    expect(moveContent([['a', 'b'], ['c']], { day: 0, index: 1 }, { day: 1, index: 0 }, 3)).toEqual([
      ['a'],
      ['b', 'c'],
    ]);
    expect(moveContent([['a'], ['b', 'c', 'd']], { day: 0, index: 0 }, { day: 1, index: 0 }, 3)).toEqual([
      ['a'],
      ['b', 'c', 'd'],
    ]);
  });

  it('finds titles with every word, width and case aside, leaving out those chosen', () => {
    const items = [
      { id: '1', title: '朝のストレッチ' },
      { id: '2', title: 'ＹＯＧＡ 朝' },
      { id: '3', title: '夜のストレッチ' },
    ];
    expect(searchTitles(items, 'ストレッチ', new Set(['3']), 10).map((item) => item.id)).toEqual(['1']);
    expect(searchTitles(items, 'yoga 朝', new Set(), 10).map((item) => item.id)).toEqual(['2']);
    expect(searchTitles(items, '  ', new Set(), 10)).toEqual([]);
  });
});
