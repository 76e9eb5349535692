import ICAL from 'ical.js';

// Reads an iCalendar file back with ical.js, a widely used parser, using only what the file
// itself says: its own VTIMEZONE defines the zone, so wrong offsets there show as wrong instants.

export type ParsedEvent = {
  uid: string;
  summary: string;
  url: string;
  description: string;
  alarmTriggers: string[];
  /** The instants the event happens at from `from` on, rule and exceptions applied. */
  startsFrom: (from: Date, count: number) => Date[];
  durationMinutes: number;
};

export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      url: String(component.getFirstPropertyValue('url') ?? ''),
      description: event.description,
      alarmTriggers: component
        .getAllSubcomponents('valarm')
        .map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
      durationMinutes: (event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()) / 60_000,
      startsFrom: (from, count) => {
        const found: Date[] = [];
        const iterator = event.iterator();
        for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
          const instant = next.toJSDate();
          if (instant.getTime() >= from.getTime()) found.push(instant);
          if (found.length === 0 && instant.getFullYear() > from.getFullYear() + 5) break;
        }
        return found;
      },
    };
  });
  return {
    calendar,
    events,
    /** The next `count` lesson starts of the whole file (every event), in time order. */
    nextStarts(from: Date, count: number): string[] {
      return events
        .flatMap((event) => event.startsFrom(from, count))
        .sort((a, b) => a.getTime() - b.getTime())
        .slice(0, count)
        .map((instant) => instant.toISOString());
    },
  };
}
