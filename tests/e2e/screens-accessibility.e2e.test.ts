import { describe, expect } from 'vitest';
import { sampleContents } from '#server/modules/samples/sample-contents.js';
import { copy } from '#shared/copy.js';
import { test as e2eTest } from '../support/e2e/fixtures.js';
import { desktop, expectVisible, pageHeading, phone } from '../support/e2e/screen.js';

// These tests only look around: one admin for the file, signed in once (see fixtures.ts).
const test = e2eTest.extend('shareProfiles', true);

// Every screen the foundation has, each with the heading that shows it has rendered.
const screens: Array<[string, string]> = [
  ['/landing', copy.site.defaultName],
  ['/password', copy.gate.heading],
  ['/login', copy.login.heading],
  ['/register', copy.register.heading],
  ['/forgot-password', copy.reset.requestHeading],
  ['/reset-password?token=abc', copy.reset.newPasswordHeading],
  ['/setup', copy.setup.heading],
  ['/member', copy.member.homeHeading],
  ['/member/new', copy.member.listHeadings.new],
  ['/member/featured', copy.member.listHeadings.featured],
  ['/member/popular', copy.member.listHeadings.popular],
  ['/member/content/sample-01', sampleContents[0]!.title],
  ['/member/history', copy.history.heading],
  ['/member/mypage', copy.mypage.heading],
  ['/admin', copy.admin.heading],
  ['/admin/passphrases', copy.admin.tabs.passphrases],
];

describe.each([phone, desktop])('every screen on a $name ($width×$height)', (viewport) => {
  // Signed in as an admin, so the guarded member and admin screens show too.
  test.for(screens)(
    '%s shows its heading and has no axe violations',
    async ([path, heading], { adminPage: page, pageErrors, expectNoAxeViolations }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(path);
      await expectVisible(pageHeading(page, heading));
      await expectNoAxeViolations(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('ja');
      expect(pageErrors).toEqual([]);
    },
  );
});
