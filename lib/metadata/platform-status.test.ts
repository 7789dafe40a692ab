import { platformStatus } from './platform-status';

const HOURS = { open: '07:00', close: '18:00', days: [1, 2, 3, 4, 5] };

describe('platformStatus', () => {
  it.each([
    ['Monday 06:59 Berlin', '2026-11-23T05:59:00Z', false],
    ['Monday 07:00 Berlin', '2026-11-23T06:00:00Z', true],
    ['Friday 17:59 Berlin', '2026-11-27T16:59:00Z', true],
    ['Friday 18:00 Berlin', '2026-11-27T17:00:00Z', false],
    ['Saturday noon Berlin', '2026-11-28T11:00:00Z', false],
    ['Monday 07:30 Berlin in summer time', '2026-07-06T05:30:00Z', true],
  ])('%s -> open %s', (_label, iso, open) => {
    expect(platformStatus(HOURS, 'Europe/Berlin', new Date(iso)).open).toBe(open);
  });
});

describe('platformStatus while closed', () => {
  it('tells when the market opens next', () => {
    expect(platformStatus(HOURS, 'Europe/Berlin', new Date('2026-11-27T21:00:00Z')).nextOpening).toBe('2026-11-30T06:00:00.000Z');
    expect(platformStatus(HOURS, 'Europe/Berlin', new Date('2026-11-27T10:00:00Z')).nextOpening).toBeNull();
  });
});
