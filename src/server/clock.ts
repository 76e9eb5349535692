/** The server's idea of "now". Injected so tests can move time across a month end. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
