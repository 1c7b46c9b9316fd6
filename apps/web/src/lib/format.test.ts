import { afterEach, describe, expect, it } from 'vitest';
import { countOf, descriptionPreview, formatAmount, formatMoment, formatPrice, formatTimeLeft, formatZone, formatZonedMoment } from './format';

describe('formatPrice', () => {
  it("writes 'Rs. {price}' ungrouped, as the spec and the server's messages do", () => {
    expect(formatPrice(150000)).toBe('Rs. 150000');
    expect(formatPrice(12345678)).toBe('Rs. 12345678');
    expect(formatPrice(999)).toBe('Rs. 999');
  });

  it('shows paise only when there are some, always as two digits, as money is written', () => {
    expect(formatPrice(1050.5)).toBe('Rs. 1050.50');
    expect(formatPrice(1050.25)).toBe('Rs. 1050.25');
    expect(formatPrice(1050)).toBe('Rs. 1050');
    expect(formatPrice(1234567.891)).toBe('Rs. 1234567.89');
    expect(formatPrice(0.5)).toBe('Rs. 0.50');
    expect(formatPrice(0.05)).toBe('Rs. 0.05');
    expect(formatAmount(4300.5)).toBe('4300.50');
  });
});

describe('formatTimeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(formatTimeLeft(ms)).toBe('2d 3h 4m 5s');
  });

  it('drops the part of a second that has not passed and never goes negative', () => {
    expect(formatTimeLeft(1999)).toBe('0d 0h 0m 1s');
    expect(formatTimeLeft(-5000)).toBe('0d 0h 0m 0s');
  });
});

describe('descriptionPreview', () => {
  it('keeps the first 30 characters followed by ...', () => {
    expect(descriptionPreview('A brass telescope from 1890, in working order.')).toBe('A brass telescope from 1890, i...');
  });
});

describe('formatMoment', () => {
  it("shows an instant as day, month, year and 24-hour time in the viewer's time zone", () => {
    expect(formatMoment(new Date(2026, 10, 24, 15, 5, 9).toISOString())).toBe('24 Nov 2026, 15:05:09');
    expect(formatMoment(new Date(2027, 0, 3, 0, 0, 0).toISOString())).toBe('3 Jan 2027, 00:00:00');
    expect(formatMoment('2026-12-01T04:50:07.000Z', 'utc')).toBe('1 Dec 2026, 04:50:07');
  });
});

describe('formatZone', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });
  const inZone = (name: string, iso: string) => {
    process.env.TZ = name;
    return formatZone(iso);
  };

  it("names the viewer's offset from UTC at that instant, half hours included, summer time included", () => {
    expect(inZone('Europe/Berlin', '2026-12-01T04:50:07.000Z')).toBe('UTC+1');
    expect(inZone('Europe/Berlin', '2026-07-01T04:50:07.000Z')).toBe('UTC+2');
    expect(inZone('Asia/Kolkata', '2026-12-01T04:50:07.000Z')).toBe('UTC+5:30');
    expect(inZone('America/St_Johns', '2026-12-01T04:50:07.000Z')).toBe('UTC-3:30');
    expect(inZone('America/Los_Angeles', '2026-12-01T04:50:07.000Z')).toBe('UTC-8');
    expect(inZone('Etc/UTC', '2026-12-01T04:50:07.000Z')).toBe('UTC');
  });

  it('follows the moment with it', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(formatZonedMoment('2026-12-01T04:50:07.000Z')).toBe('1 Dec 2026, 10:20:07 UTC+5:30');
  });
});

describe('countOf', () => {
  it('says one in the singular and any other count in the plural', () => {
    expect([0, 1, 2].map((count) => countOf(count, 'bid'))).toEqual(['0 bids', '1 bid', '2 bids']);
  });
});
