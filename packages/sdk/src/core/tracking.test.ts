import { describe, expect, it } from 'vitest';
import { RIDER_ASSUMED_SPEED_KMH, metresBetween, riderEtaMinutes } from './tracking.js';

describe('the rider’s distance and ETA', () => {
  it('measures the straight line on the globe', () => {
    const home = { latitude: 12.93, longitude: 77.62 };
    expect(metresBetween(home, home)).toBe(0);
    // A thousandth of a degree of latitude is about 111 m anywhere.
    expect(metresBetween(home, { latitude: 12.931, longitude: 77.62 })).toBeCloseTo(111.2, 0);
    expect(metresBetween({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(
      111_195,
      -1,
    );
  });

  it('rounds the ride up to whole minutes at the assumed speed, one at least', () => {
    expect(RIDER_ASSUMED_SPEED_KMH).toBe(20);
    expect(riderEtaMinutes(0)).toBe(1);
    expect(riderEtaMinutes(333)).toBe(1);
    expect(riderEtaMinutes(334)).toBe(2);
    expect(riderEtaMinutes(3_000)).toBe(9);
    expect(riderEtaMinutes(3_001)).toBe(10);
  });
});
