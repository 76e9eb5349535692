// The server's clock as its last answer told it (the HTTP Date header), for what a phone's own
// clock would decide wrongly when it runs minutes fast or slow: whether a 予約's time has come.

/** Server time minus phone time, in ms; 0 until a fresh answer has been read. */
let offsetMs = 0;

/**
 * Notes the Date header of an answer fresh from the server (not one the phone kept offline). The
 * header is in whole seconds, cut down: the server's clock stood half a second past it on average.
 */
export function noteServerDate(dateHeader: string | null, receivedAt: number = Date.now()): void {
  if (!dateHeader) return;
  const said = Date.parse(dateHeader);
  if (Number.isNaN(said)) return;
  offsetMs = said + 500 - receivedAt;
}

/** Now by the server's clock, within about a second. */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}
