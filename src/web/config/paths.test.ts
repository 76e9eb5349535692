import { describe, expect, it } from 'vitest';
import { paths, queryParams } from './paths';

describe('paths', () => {
  it('builds content detail paths and escapes the id', () => {
    expect(paths.member.content('abc123')).toBe('/member/content/abc123');
    expect(paths.member.content('a/b?c')).toBe('/member/content/a%2Fb%3Fc');
  });

  it('builds search paths with the query encoded and trimmed', () => {
    const href = paths.member.searchFor('  ダイエット 食事 ');
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe(paths.member.search);
    expect(url.searchParams.get(queryParams.search)).toBe('ダイエット 食事');
  });

  it('leaves out an empty search query', () => {
    expect(paths.member.searchFor('   ')).toBe('/member/search');
  });

  it('keeps where to return after login or the gate', () => {
    const url = new URL(paths.loginFor('/member/content/x?y=1'), 'http://localhost');
    expect(url.pathname).toBe(paths.login);
    expect(url.searchParams.get(queryParams.redirectTo)).toBe('/member/content/x?y=1');
    expect(paths.gateFor()).toBe(paths.gate);
    expect(paths.registerFor('/member/new')).toBe('/register?redirectTo=%2Fmember%2Fnew');
    expect(paths.registerFor(undefined)).toBe(paths.register);
  });

  it('puts the reset token in the query', () => {
    const url = new URL(paths.resetPasswordWith('t0k+en/='), 'http://localhost');
    expect(url.pathname).toBe(paths.resetPassword);
    expect(url.searchParams.get(queryParams.resetToken)).toBe('t0k+en/=');
  });

  it('keeps every member screen under /member', () => {
    const { content, searchFor, mypageTab, program, newIn, ...rest } = paths.member;
    for (const path of Object.values(rest)) expect(path.startsWith(paths.member.home)).toBe(true);
    expect(content('1').startsWith(`${paths.member.home}/`)).toBe(true);
    expect(program('1').startsWith(`${paths.member.home}/`)).toBe(true);
    expect(searchFor('x').startsWith(`${paths.member.home}/`)).toBe(true);
    expect(mypageTab('settings').startsWith(`${paths.member.home}/`)).toBe(true);
    expect(newIn('meals')).toBe('/member/new?category=meals');
  });

  it('keeps the chosen my-page tab in the query', () => {
    expect(paths.member.mypageTab('favorites')).toBe('/member/mypage?tab=favorites');
    expect(paths.member.mypageTab()).toBe('/member/mypage');
  });
});
