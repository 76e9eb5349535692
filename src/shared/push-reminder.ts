/** The live lesson card's anchor on home: a reminder tap opens /member#live. */
export const liveCardId = 'live';
export const liveCardHash = `#${liveCardId}`;

/** The two reminders per lesson: 30 minutes before and at the start. */
export type PushReminderKind = 'before' | 'start';
