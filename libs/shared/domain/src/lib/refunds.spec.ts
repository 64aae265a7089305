import { conservationShare } from './conservation';
import { reversedShare } from './refunds';
import { fromCents, toCents } from './money';

describe('the share a refund reverses', () => {
  it('is the share times refunded over paid, exact to the cent, half a cent up', () => {
    expect(reversedShare('120.00', '556.40', '1391.00')).toBe('48.00');
    expect(reversedShare('120.00', '856.40', '1391.00')).toBe('73.88');
    expect(reversedShare('19.10', '856.40', '1391.00')).toBe('11.76');
    expect(reversedShare('9.55', '50.00', '95.50')).toBe('5.00');
    // 0.05 x 1 / 2 = 0.025: half a cent rounds up.
    expect(reversedShare('0.05', '1.00', '2.00')).toBe('0.03');
    expect(reversedShare('120.00', '0.00', '1391.00')).toBe('0.00');
    expect(reversedShare('120.00', '1391.00', '1391.00')).toBe('120.00');
    expect(reversedShare('9999999999.99', '9999999999.99', '9999999999.99')).toBe('9999999999.99');
  });

  it('on the running total, so refunds that add up to what was paid reverse exactly the share, however they are split', () => {
    const paid = '1391.00';
    for (const share of ['120.00', '19.10', conservationShare('1391.00', '12.5'), '0.01']) {
      for (const parts of [[1, 1, 1], [556.4, 300, 534.6].map((p) => Math.round(p * 100)), [1, 139099]]) {
        // The parts in cents, the last one taking what is left.
        const cents = [...parts.slice(0, -1)];
        cents.push(toCents(paid) - cents.reduce((a, b) => a + b, 0));
        let refunded = 0;
        let reversed = 0;
        for (const part of cents) {
          const before = reversedShare(share, fromCents(refunded), paid);
          refunded += part;
          reversed += toCents(reversedShare(share, fromCents(refunded), paid)) - toCents(before);
        }
        expect(fromCents(reversed)).toBe(share);
      }
    }
  });
});
