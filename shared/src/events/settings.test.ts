import { eventSettingsFromEnv, retryDelayMs } from './settings';

describe('event settings', () => {
  it('default to 5 deliveries, 5 s / 30 s / 2 min / 10 min apart, and a stream of 7 days and 1 GiB', () => {
    expect(eventSettingsFromEnv({})).toEqual({
      redelivery: { maxDeliver: 5, backoffMs: [5000, 30_000, 120_000, 600_000] },
      stream: { maxAgeMs: 168 * 3_600_000, maxBytes: 1024 * 1024 * 1024 },
    });
  });

  it('keep fewer waits than deliveries, as JetStream requires, and repeat the last one', () => {
    const { redelivery } = eventSettingsFromEnv({ EVENT_MAX_DELIVER: '3', EVENT_BACKOFF_SECONDS: '1, 2.5, 9' });
    expect(redelivery).toEqual({ maxDeliver: 3, backoffMs: [1000, 2500] });
    expect([1, 2, 3].map((n) => retryDelayMs(redelivery, n))).toEqual([1000, 2500, 2500]);
    expect(eventSettingsFromEnv({ EVENT_MAX_DELIVER: '1' }).redelivery).toEqual({ maxDeliver: 1, backoffMs: [] });
  });

  it('name a bad variable', () => {
    expect(() => eventSettingsFromEnv({ EVENT_BACKOFF_SECONDS: '5s' })).toThrow(/EVENT_BACKOFF_SECONDS/);
    expect(() => eventSettingsFromEnv({ EVENT_MAX_DELIVER: '0' })).toThrow(/EVENT_MAX_DELIVER/);
  });
});
