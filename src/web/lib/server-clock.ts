// The server's clock as its last answer told it (the HTTP Date header), for what a phone's own
// clock would decide wrongly when it runs minutes fast or slow: whether a 予約's time has come.

/** A phone this far off is more likely given a wrong date (a proxy's, say) than set that wrong. */
const believableMs = 24 * 60 * 60 * 1000;

/** Server time minus phone time, in ms; 0 until a fresh answer has been read. */
let offsetMs = 0;

/**
 * Notes the Date header of an answer fresh from the server (not one the phone kept offline). The
 * header is in whole seconds, cut down, and arrives after the network's delay: the clock read from
 * it is up to a second or so behind, never ahead, so a 予約 about to come is still asked about and
 * one just past is left to the server to refuse.
 */
export function noteServerDate(dateHeader: string | null, receivedAt: number = Date.now()): void {
  if (!dateHeader) return;
  const said = Date.parse(dateHeader);
  if (Number.isNaN(said) || Math.abs(said - receivedAt) > believableMs) return;
  offsetMs = said - receivedAt;
}

/** Now by the server's clock, up to about a second behind it. */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Back to the phone's own clock (tests). */
export function forgetServerClock(): void {
  offsetMs = 0;
}
