import { TIME_ZONE, todayIso } from '../common/dates.js';

/**
 * "Now" and "today" for rules and jobs (reminders, expiry, delayed mails). The server runs on the system
 * clock; tests hand a `SettableClock` to `startServer` and drive it through days.
 */
export interface Clock {
  now(): Date;
  /** Today's calendar date (`yyyy-MM-dd`) in the city's time zone. */
  today(): string;
}

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => todayIso(),
};

/** A clock that tests move: `set('2027-01-31')` is that day at 08:00 in the city. */
export class SettableClock implements Clock {
  private current: Date;

  constructor(start: Date | string = new Date()) {
    this.current = SettableClock.at(start);
  }

  private static at(value: Date | string): Date {
    return typeof value === 'string' ? new Date(`${value}T08:00:00+07:00`) : value;
  }

  set(value: Date | string): void {
    this.current = SettableClock.at(value);
  }

  now(): Date {
    return new Date(this.current);
  }

  today(): string {
    return todayIso(this.current);
  }
}

export { TIME_ZONE };
