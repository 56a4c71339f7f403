import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, shownRange } from './pagination';

describe('pageItems (spec section 2: window of 2, first and last with ellipses)', () => {
  it('shows every page when they fit in the window', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the last page after an ellipsis near the start', () => {
    expect(pageItems(1, 8)).toEqual([1, 2, 3, 'gap-after', 8]);
    expect(pageItems(2, 8)).toEqual([1, 2, 3, 4, 'gap-after', 8]);
  });

  it('shows first and last page with ellipses in the middle', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap-before', 3, 4, 5, 6, 7, 'gap-after', 10]);
  });

  it('shows the first page before an ellipsis near the end', () => {
    expect(pageItems(8, 8)).toEqual([1, 'gap-before', 6, 7, 8]);
    expect(pageItems(6, 8)).toEqual([1, 'gap-before', 4, 5, 6, 7, 8]);
  });

  it('adds no ellipsis when the window touches the first or last page', () => {
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 8]);
    expect(pageItems(5, 8)).toEqual([1, 'gap-before', 3, 4, 5, 6, 7, 8]);
  });

  it('keeps a page past the end inside the range', () => {
    expect(pageItems(99, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('pageCount and shownRange', () => {
  it('counts pages of 12', () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(87, 12)).toBe(8);
  });

  it('says which items a page shows', () => {
    expect(shownRange(1, 12, 87)).toEqual({ from: 1, to: 12 });
    expect(shownRange(8, 12, 87)).toEqual({ from: 85, to: 87 });
    expect(shownRange(1, 12, 0)).toEqual({ from: 0, to: 0 });
  });
});
