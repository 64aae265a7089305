import { carrierLabel, CARRIERS, isCarrier, trackingLink, TRACKING_NUMBER_PATTERN } from './shipping';

describe('carriers and tracking links', () => {
  it('builds the tracking link from the one table, the number trimmed and encoded; none where no pattern is known', () => {
    expect(trackingLink('dhl', ' JD0146 ')).toBe('https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD0146');
    expect(trackingLink('ups', '1Z 999')).toBe('https://www.ups.com/track?loc=en_US&tracknum=1Z%20999');
    expect(trackingLink('fedex', '7946')).toBe('https://www.fedex.com/fedextrack/?trknbr=7946');
    expect(trackingLink('aramex', '123')).toBe('https://www.aramex.com/us/en/track/results?ShipmentNumber=123');
    expect(trackingLink('iposita', 'EE123456789RW')).toBeNull();
    expect(trackingLink('other', 'KP-1')).toBeNull();
    for (const carrier of Object.values(CARRIERS)) if (carrier.trackingUrl) expect(carrier.trackingUrl).toMatch(/^https:\/\/[^{}]+\{number\}$/);
  });

  it("names the carrier, or the name typed for 'other'; knows its codes; takes only plain tracking numbers", () => {
    expect(carrierLabel('iposita')).toBe('EMS / Rwanda Post (Iposita)');
    expect(carrierLabel('other', ' Kenya Post ')).toBe('Kenya Post');
    expect(isCarrier('dhl')).toBe(true);
    expect(isCarrier('toString')).toBe(false);
    for (const good of ['JD014600006543210987', '1Z 999 AA1 01 2345 6784', 'KP-42']) expect(TRACKING_NUMBER_PATTERN.test(good)).toBe(true);
    for (const bad of ['', ' 1', '<script>', 'a/b', 'x?y']) expect(TRACKING_NUMBER_PATTERN.test(bad)).toBe(false);
  });
});
