import { useEffect, useRef, useState } from 'react';

/**
 * The server's "now" as the phone can best tell it: its own clock moved by the offset measured when
 * the answer came. Whatever the phone's zone or clock setting, a countdown made from this and the
 * lesson's instant reads the same as on any other phone. `everyMs(now)` says when to tick next,
 * so a countdown ticks every second and a quiet card rarely.
 */
export function useServerNow(clockOffsetMs: number, everyMs: (now: number) => number): number {
  const [now, setNow] = useState(() => Date.now() + clockOffsetMs);
  const everyMsRef = useRef(everyMs);
  useEffect(() => {
    everyMsRef.current = everyMs;
  });
  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      const current = Date.now() + clockOffsetMs;
      setNow(current);
      timer = window.setTimeout(tick, everyMsRef.current(current));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [clockOffsetMs]);
  return now;
}
