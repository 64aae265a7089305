import { compactPages, pageCount } from './pagination';

describe('compact page numbers (SPEC §9)', () => {
  it('shows every page when there are 3 or fewer', () => {
    expect(compactPages(1, 0)).toEqual([]);
    expect(compactPages(1, 1)).toEqual([1]);
    expect(compactPages(2, 3)).toEqual([1, 2, 3]);
  });

  it('shows first, ellipsis, current and last otherwise', () => {
    expect(compactPages(5, 10)).toEqual([1, 'ellipsis', 5, 'ellipsis', 10]);
    expect(compactPages(1, 10)).toEqual([1, 'ellipsis', 10]);
    expect(compactPages(10, 10)).toEqual([1, 'ellipsis', 10]);
    expect(compactPages(2, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(compactPages(9, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(compactPages(99, 4)).toEqual([1, 'ellipsis', 4]);
  });

  it('counts pages', () => {
    expect(pageCount(20, 9)).toBe(3);
    expect(pageCount(0, 9)).toBe(0);
    expect(pageCount(27, 9)).toBe(3);
  });
});
