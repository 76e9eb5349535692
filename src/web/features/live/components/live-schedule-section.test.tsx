import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { AdminLive } from '#shared/schemas/live.js';
import { fakeApi } from '#web/testing/fake-api';
import { renderScreen } from '#web/testing/render-screen';
import { ScheduleSection } from './live-schedule-section';

const live: AdminLive = {
  schedule: { weekday: 3, startTime: '20:00', durationMinutes: 45 },
  today: '2026-06-01',
  exceptions: [],
  upcoming: [],
};

function renderSchedule() {
  const view = renderScreen(<ScheduleSection live={live} settingsPath="/admin/settings" />, {
    path: '/admin/live',
  });
  const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
  return { ...view, startTime: field(copy.live.admin.startTime), duration: field(copy.live.admin.duration) };
}

const save = () => screen.getByRole('button', { name: copy.live.admin.saveSchedule });

describe('ScheduleSection', () => {
  it('links an オーナー to 設定 for the lesson link', () => {
    renderScreen(<ScheduleSection live={live} settingsPath="/admin/settings" />, { path: '/admin/live' });
    expect(screen.getByRole('link', { name: copy.live.admin.linkNote }).getAttribute('href')).toBe(
      '/admin/settings',
    );
  });

  it('gives an 編集者 no link to the オーナー-only 設定', () => {
    renderScreen(<ScheduleSection live={live} settingsPath={null} />, { path: '/admin/live' });
    expect(screen.getByText(copy.live.admin.linkNoteForEditors)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('stops an empty length before sending, and unmarks it once she types one', async () => {
    const api = fakeApi();
    const { user, duration } = renderSchedule();
    await user.clear(duration);
    await user.click(save());

    expect(screen.getByRole('alert').textContent).toBe(copy.live.admin.durationInvalid);
    expect(duration.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(duration);
    expect(api.sent).toHaveLength(0);

    await user.type(duration, '60');
    expect(duration.getAttribute('aria-invalid')).toBeNull();
  });

  it("sends the schedule as numbers and shows the server's message", async () => {
    const api = fakeApi();
    api.answer(apiPaths.adminLiveSchedule, 200, { message: 'ライブの予定を保存しました', live });
    const release = api.hold(apiPaths.adminLiveSchedule);
    const { user, duration } = renderSchedule();
    await user.clear(duration);
    await user.type(duration, '60');
    await user.click(save());

    const working = await screen.findByRole('button', { name: copy.site.working });
    expect(working.getAttribute('aria-disabled')).toBe('true');
    release();
    expect((await screen.findByRole('status')).textContent).toBe('ライブの予定を保存しました');
    expect(api.sent[0]?.body).toEqual({ weekday: 3, startTime: '20:00', durationMinutes: 60 });
  });

  it('marks the start time a 400 answer names', async () => {
    const api = fakeApi();
    api.answer(apiPaths.adminLiveSchedule, 400, {
      message: copy.admin.settings.timeInvalid,
      field: 'startTime',
    });
    const { user, startTime } = renderSchedule();
    await user.click(save());

    expect((await screen.findByRole('alert')).textContent).toBe(copy.admin.settings.timeInvalid);
    expect(startTime.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(startTime);
  });
});
