import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { AdminLive, AdminLiveSaved } from '#shared/schemas/live.js';

// Staff's side: the schedule form and the exceptions, with the same checks as the admin screen
// (src/shared/checks) and answers that name the field to mark.

describe('the live lesson on the admin screen', () => {
  const clock = fixedClock('2026-11-20T03:00:00Z');
  let testApp: TestApp;
  let admin: TestVisitor;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
  });
  afterAll(() => testApp.close());

  const putSchedule = (payload: object) =>
    admin.request({ method: 'PUT', url: apiPaths.adminLiveSchedule, payload });

  it('starts from Wednesdays 21:00 for 60 minutes, and lists the next lessons', async () => {
    const live: AdminLive = (await admin.get(apiPaths.adminLive)).json();
    expect(live.schedule).toEqual({ weekday: 3, startTime: '21:00', durationMinutes: 60 });
    expect(live.today).toBe('2026-11-20');
    expect(live.exceptions).toEqual([]);
    expect(live.upcoming[0]).toMatchObject({ date: '2026-11-25', timeLabel: '21:00〜22:00' });
  });

  it.each([
    [{ weekday: 7, startTime: '21:00', durationMinutes: 60 }, 'weekday', copy.live.admin.weekdayInvalid],
    [{ weekday: 2.5, startTime: '21:00', durationMinutes: 60 }, 'weekday', copy.live.admin.weekdayInvalid],
    [{ weekday: 3, startTime: '25:00', durationMinutes: 60 }, 'startTime', copy.admin.settings.timeInvalid],
    [
      { weekday: 3, startTime: '21:00', durationMinutes: 5 },
      'durationMinutes',
      copy.live.admin.durationInvalid,
    ],
    [
      { weekday: 3, startTime: '21:00', durationMinutes: 241 },
      'durationMinutes',
      copy.live.admin.durationInvalid,
    ],
  ])('refuses the schedule %j, naming the field', async (payload, field, message) => {
    const response = await putSchedule(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
    expect((await admin.get(apiPaths.adminLive)).json().schedule.durationMinutes).toBe(60);
  });

  it('saves a schedule, which the settings screen then shows too', async () => {
    const saved = await putSchedule({ weekday: 4, startTime: '20:30', durationMinutes: 45 });
    expect(saved.statusCode).toBe(200);
    const body: AdminLiveSaved = saved.json();
    expect(body.message).toBe(copy.live.admin.scheduleSaved);
    expect(body.live.schedule).toEqual({ weekday: 4, startTime: '20:30', durationMinutes: 45 });
    expect(body.live.upcoming[0]).toMatchObject({ date: '2026-11-26', timeLabel: '20:30〜21:15' });
    expect((await admin.get(apiPaths.settings)).json()).toMatchObject({ liveWeekday: 4, liveTime: '20:30' });
    await putSchedule({ weekday: 3, startTime: '21:00', durationMinutes: 60 });
  });

  it('keeps the duration when the settings screen saves the weekday and time', async () => {
    await putSchedule({ weekday: 3, startTime: '21:00', durationMinutes: 90 });
    const settings = (await admin.get(apiPaths.settings)).json();
    await admin.request({
      method: 'PUT',
      url: apiPaths.adminSettings,
      payload: { ...settings, liveTime: '20:00' },
    });
    expect((await admin.get(apiPaths.adminLive)).json().schedule).toEqual({
      weekday: 3,
      startTime: '20:00',
      durationMinutes: 90,
    });
    await putSchedule({ weekday: 3, startTime: '21:00', durationMinutes: 60 });
  });

  it.each([
    [{ kind: 'cancel', date: '2026-11-31', startTime: '' }, 'date', copy.live.admin.dateInvalid],
    [{ kind: 'cancel', date: '2026-11-18', startTime: '' }, 'date', copy.live.admin.pastDate],
    [{ kind: 'cancel', date: '2026-11-26', startTime: '' }, 'date', copy.live.admin.notLessonDay('水曜日')],
    [{ kind: 'extra', date: '2026-11-28', startTime: '9時' }, 'startTime', copy.admin.settings.timeInvalid],
  ])('refuses the exception %j, naming the field', async (payload, field, message) => {
    const response = await admin.post(apiPaths.adminLiveExceptions, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('cancels a date and adds a one-off, once each, and keeps past ones listed but fixed', async () => {
    const cancelled = await admin.post(apiPaths.adminLiveExceptions, {
      kind: 'cancel',
      date: '2026-11-25',
      startTime: '',
    });
    expect(cancelled.statusCode).toBe(201);
    expect(cancelled.json().message).toBe(copy.live.admin.cancelAdded('11月25日(水)'));
    const extra = await admin.post(apiPaths.adminLiveExceptions, {
      kind: 'extra',
      date: '2026-11-28',
      startTime: '10:00',
    });
    expect(extra.statusCode).toBe(201);
    const live: AdminLive = extra.json().live;
    expect(live.exceptions.map((exception) => exception.label)).toEqual([
      '11月25日(水) お休み',
      '11月28日(土) 10:00〜11:00 特別回',
    ]);
    expect(
      live.upcoming.slice(0, 3).map((lesson) => [lesson.date, lesson.cancelled, lesson.isExtra]),
    ).toEqual([
      ['2026-11-25', true, false],
      ['2026-11-28', false, true],
      ['2026-12-02', false, false],
    ]);

    const again = await admin.post(apiPaths.adminLiveExceptions, {
      kind: 'cancel',
      date: '2026-11-25',
      startTime: '',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: copy.live.admin.duplicate, field: 'date' });

    // A week later both are past: still listed, no longer removable.
    clock.set('2026-11-30T03:00:00Z');
    const later: AdminLive = (await admin.get(apiPaths.adminLive)).json();
    expect(later.exceptions.map((exception) => exception.isPast)).toEqual([true, true]);
    const removePast = await admin.request({
      method: 'DELETE',
      url: apiPaths.adminLiveException(later.exceptions[0]!.id),
    });
    expect(removePast.statusCode).toBe(400);
    expect(removePast.json().message).toBe(copy.live.admin.pastLocked);

    const future = await admin.post(apiPaths.adminLiveExceptions, {
      kind: 'cancel',
      date: '2026-12-09',
      startTime: '',
    });
    const id = (future.json() as AdminLiveSaved).live.exceptions.find((exception) => !exception.isPast)!.id;
    const removed = await admin.request({ method: 'DELETE', url: apiPaths.adminLiveException(id) });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as AdminLiveSaved).live.exceptions).toHaveLength(2);
    expect((await admin.request({ method: 'DELETE', url: apiPaths.adminLiveException(id) })).statusCode).toBe(
      404,
    );
    clock.set('2026-11-20T03:00:00Z');
  });

  it('is for admins only', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    const guest = await signedInGuest(testApp.app, 'もみじ');
    for (const visitor of [member, guest]) {
      expect((await visitor.get(apiPaths.adminLive)).statusCode).toBeGreaterThanOrEqual(401);
      const response = await visitor.request({
        method: 'PUT',
        url: apiPaths.adminLiveSchedule,
        payload: { weekday: 1, startTime: '08:00', durationMinutes: 30 },
      });
      expect([401, 403]).toContain(response.statusCode);
    }
    expect((await admin.get(apiPaths.adminLive)).json().schedule.weekday).toBe(3);
  });
});
