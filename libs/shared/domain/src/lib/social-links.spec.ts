import { xProfileUrl } from './social-links';

describe("an artist's X link", () => {
  it('a handle, with or without @, links to x.com', () => {
    expect(xProfileUrl('@amani_paints')).toBe('https://x.com/amani_paints');
    expect(xProfileUrl(' amani_paints ')).toBe('https://x.com/amani_paints');
  });
  it('a full address is kept', () => {
    expect(xProfileUrl('https://x.com/amani_paints')).toBe('https://x.com/amani_paints');
    expect(xProfileUrl('https://twitter.com/amani')).toBe('https://twitter.com/amani');
  });
  it('nothing, or what is neither, gives no link (never a relative one)', () => {
    expect(xProfileUrl(null)).toBeNull();
    expect(xProfileUrl('  ')).toBeNull();
    expect(xProfileUrl('@not a handle')).toBeNull();
    expect(xProfileUrl('/artistDetails/@x')).toBeNull();
    expect(xProfileUrl('@way_too_long_handle_here')).toBeNull();
  });
});
