import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { dayKey } from '#shared/business-time.js';
import { categoryLabels } from '#shared/categories.js';
import { copy } from '#shared/copy.js';
import type { AdminContent } from '#shared/schemas/admin.js';
import { businessTimeZone, uploadImage } from '../support/e2e/app-data.js';
import { test as e2eTest } from '../support/e2e/fixtures.js';
import { expectPathname, expectVisible, pageHeading } from '../support/e2e/screen.js';

// An admin posts a video (youtu.be link) and an article (heading, list, link, uploaded picture and
// thumbnail), finds them in the member feeds, edits one and deletes another. The run's server keeps
// other tests' data: titles are unique, and whatever a test posted is deleted after it.

const videoId = 'dQw4w9WgXcQ';

/** Any address of YouTube or its image servers: the admin's and members' browsers must never ask them. */
const youtubeHosts = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com)$/;

let titles = 0;
/** A title no other test (or earlier run on the same server) has used. */
function unique(title: string): string {
  titles += 1;
  return `${title} ${Date.now().toString(36)}${titles}`;
}

async function png(width: number, height: number, noisy = false): Promise<Buffer> {
  const image = noisy
    ? sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
    : sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } });
  return image.png().toBuffer();
}

const test = e2eTest
  /** Requests of the admin's browser to YouTube: there must never be any. */
  .extend('youtubeRequests', ({ adminPage }) => {
    const requests: string[] = [];
    adminPage.context().on('request', (request) => {
      if (youtubeHosts.test(new URL(request.url()).hostname)) requests.push(request.url());
    });
    return requests;
  });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const statusWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const row = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function idOfRow(page: Page, title: string): Promise<string> {
  const href = await row(page, title)
    .getByRole('link', { name: copy.admin.buttons.edit })
    .getAttribute('href');
  const id = /\/admin\/contents\/([^/]+)\/edit$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`no edit link for ${title}: ${href}`);
  return decodeURIComponent(id);
}

async function adminContent(page: Page, id: string): Promise<AdminContent> {
  const response = await page.context().request.get(apiPaths.adminContent(id));
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminContent;
}

describe('admin: posting, editing and deleting contents', () => {
  test('checks a video in the order of the seed, previews the link without asking YouTube, and posts it', async ({
    adminPage: page,
    contents,
    youtubeRequests,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const videoTitle = unique('ひざにやさしいスクワット');
    await page.goto('/admin');
    await expectVisible(pageHeading(page, copy.admin.tabs.newPost));
    await expectVisible(pageHeading(page, copy.admin.heading));
    expect(
      await page
        .getByRole('navigation', { name: copy.admin.navLabel })
        .getByRole('link', { name: copy.admin.tabs.newPost })
        .getAttribute('aria-current'),
    ).toBe('page');

    // Defaults: a video, published today in Tokyo, 0 views, not featured.
    expect(await page.getByRole('radio', { name: copy.admin.types.video, exact: true }).isChecked()).toBe(
      true,
    );
    expect(await field(page, copy.admin.labels.date).inputValue()).toBe(dayKey(new Date(), businessTimeZone));
    expect(await field(page, copy.admin.labels.viewCount).inputValue()).toBe('0');
    expect(await field(page, copy.admin.labels.featured).isChecked()).toBe(false);
    const categories = await field(page, copy.admin.labels.category).locator('option').allTextContents();
    expect(categories).toEqual(Object.values(categoryLabels));

    await button(page, copy.admin.buttons.post).click();
    await expectVisible(alertWith(page, copy.admin.titleMissing));
    expect(await field(page, copy.admin.labels.title).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await field(page, copy.admin.labels.title).fill(videoTitle);
    await button(page, copy.admin.buttons.post).click();
    await expectVisible(alertWith(page, copy.admin.videoUrlMissing));
    expect(await field(page, copy.admin.labels.videoUrl).getAttribute('aria-invalid')).toBe('true');

    await field(page, copy.admin.labels.videoUrl).fill('https://vimeo.com/123456');
    await button(page, copy.admin.buttons.post).click();
    await expectVisible(alertWith(page, copy.admin.notYoutube));

    await field(page, copy.admin.labels.videoUrl).fill(`https://youtu.be/${videoId}?si=share`);
    const preview = page.getByRole('region', { name: copy.admin.youtubePreview.heading });
    await expectVisible(preview);
    await expectVisible(preview.getByText(videoId, { exact: true }));
    await expectVisible(
      preview.getByText(`https://www.youtube-nocookie.com/embed/${videoId}`, { exact: true }),
    );
    await expectNoAxeViolations(page);

    await field(page, copy.admin.labels.category).selectOption({ label: categoryLabels.exercise });
    await field(page, copy.admin.labels.description).fill(
      '椅子に座ったままできる、ひざにやさしいスクワットです。',
    );
    await field(page, copy.admin.labels.viewCount).fill('12');
    await field(page, copy.admin.labels.featured).check();
    await button(page, copy.admin.buttons.post).click();

    await expectPathname(page, '/admin/contents');
    await expectVisible(statusWith(page, copy.admin.posted));
    await expectVisible(row(page, videoTitle));
    const id = await idOfRow(page, videoTitle);
    contents.remember(id);

    const saved = await adminContent(page, id);
    expect(saved).toMatchObject({
      title: videoTitle,
      type: 'video',
      category: 'exercise',
      videoUrl: `https://youtu.be/${videoId}?si=share`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}`,
      viewCount: 12,
      isFeatured: true,
    });
    expect(youtubeRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('posts an article with a heading, a list, a link, an uploaded picture and a thumbnail', async ({
    adminPage: page,
    contents,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const articleTitle = unique('朝の白湯で始める一日');
    await page.goto('/admin');
    await expectVisible(pageHeading(page, copy.admin.tabs.newPost));
    await page.getByRole('radio', { name: copy.admin.types.article }).check();
    expect(await field(page, copy.admin.labels.videoUrl).count()).toBe(0);

    // The editor is its own chunk, loaded now.
    const editor = page.getByRole('textbox', { name: copy.admin.labels.body, exact: true });
    await expectVisible(editor);
    const toolbar = page.getByRole('toolbar', { name: copy.admin.editor.toolbarLabel });
    for (const name of Object.values(copy.admin.toolbar)) {
      await expectVisible(toolbar.getByRole('button', { name, exact: true }));
    }

    await field(page, copy.admin.labels.title).fill(articleTitle);
    await button(page, copy.admin.buttons.post).click();
    await expectVisible(alertWith(page, copy.admin.bodyMissing));
    expect(await editor.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });

    // A heading…
    await editor.click();
    await tool(copy.admin.toolbar.heading2).click();
    expect(await tool(copy.admin.toolbar.heading2).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('白湯のすすめ');
    await page.keyboard.press('Enter');
    expect(await tool(copy.admin.toolbar.heading2).getAttribute('aria-pressed')).toBe('false');
    // …a bold word in a paragraph…
    await page.keyboard.type('朝いちばんに');
    await tool(copy.admin.toolbar.bold).click();
    expect(await tool(copy.admin.toolbar.bold).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('白湯');
    await tool(copy.admin.toolbar.bold).click();
    await page.keyboard.type('を一杯。');
    await page.keyboard.press('Enter');
    // …a list…
    await tool(copy.admin.toolbar.bulletList).click();
    expect(await tool(copy.admin.toolbar.bulletList).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('お湯を沸かす');
    await page.keyboard.press('Enter');
    await page.keyboard.type('少し冷ます');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // …a link on words already written…
    await page.keyboard.type('詳しくはこちら');
    for (let i = 0; i < '詳しくはこちら'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await tool(copy.admin.toolbar.link).click();
    const linkDialog = page.getByRole('dialog', { name: copy.admin.editor.linkDialogHeading });
    await expectVisible(linkDialog);
    const urlField = linkDialog.getByLabel(copy.admin.editor.linkUrlLabel, { exact: true });
    expect(await urlField.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    await urlField.fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: copy.admin.editor.applyLink }).click();
    await expectVisible(linkDialog.getByText(copy.admin.urlInvalid));
    await expectNoAxeViolations(page);
    await urlField.fill('https://example.jp/sayu');
    await linkDialog.getByRole('button', { name: copy.admin.editor.applyLink }).click();
    await linkDialog.waitFor({ state: 'hidden' });
    await expectVisible(editor.getByRole('link', { name: '詳しくはこちら' }));
    // The focus is back in the editor, on the words just linked.
    await expect
      .poll(() => editor.evaluate((element) => element === element.ownerDocument.activeElement))
      .toBe(true);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');

    // …and a picture, uploaded from the file picker and put where the cursor is.
    const chooser = page.waitForEvent('filechooser');
    await tool(copy.admin.toolbar.image).click();
    await (await chooser).setFiles({ name: 'sayu.png', mimeType: 'image/png', buffer: await png(320, 200) });
    await expectVisible(editor.locator('img[src^="/uploads/"]'));
    // Typing on goes below the picture; it does not replace it.
    await page.keyboard.type('写真の下に続けます');
    await expectVisible(editor.getByText('写真の下に続けます', { exact: true }));
    expect(await editor.locator('img[src^="/uploads/"]').count()).toBe(1);

    // The thumbnail, slowed down so its progress bar can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 512 * 1024,
    });
    await field(page, copy.admin.labels.thumbnail).setInputFiles({
      name: 'thumbnail.png',
      mimeType: 'image/png',
      buffer: await png(900, 600, true),
    });
    await expectVisible(page.getByRole('progressbar', { name: copy.admin.uploading }));
    const preview = page.getByRole('img', { name: copy.admin.thumbnailPreview });
    await preview.waitFor({ state: 'visible', timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
    expect(await preview.getAttribute('src')).toMatch(/^\/uploads\/thumbnails\/.+\.webp$/);
    await expectVisible(button(page, copy.admin.removeThumbnail));
    await expectNoAxeViolations(page);

    // What the editor holds now is what the server is to keep, untouched by its sanitizer.
    const written = await editor.evaluate((element) =>
      // Tiptap hangs its editor on the editing area's element.
      (element as unknown as { editor: { getHTML(): string } }).editor.getHTML(),
    );
    await field(page, copy.admin.labels.category).selectOption({ label: categoryLabels.meals });
    await button(page, copy.admin.buttons.post).click();
    await expectPathname(page, '/admin/contents');
    await expectVisible(statusWith(page, copy.admin.posted));
    const id = await idOfRow(page, articleTitle);
    contents.remember(id);

    const saved = await adminContent(page, id);
    expect(saved.type).toBe('article');
    expect(saved.thumbnailUrl).toMatch(/^\/uploads\/thumbnails\/.+\.webp$/);
    expect(saved.body).toContain('<h2>白湯のすすめ</h2>');
    expect(saved.body).toContain('<strong>白湯</strong>');
    expect(saved.body).toMatch(/<ul>\s*<li>\s*<p>お湯を沸かす<\/p>\s*<\/li>\s*<li>\s*<p>少し冷ます<\/p>/);
    expect(saved.body).toMatch(/<a [^>]*href="https:\/\/example\.jp\/sayu"[^>]*>詳しくはこちら<\/a>/);
    expect(saved.body).toMatch(/<img [^>]*src="\/uploads\/[^"]+\.webp"[^>]*>\s*<p>写真の下に続けます<\/p>/);
    // sanitize-html closes void elements XHTML-style (`<br />`); the browser does not.
    expect(saved.body?.replaceAll(' />', '>')).toBe(written);
    expect(pageErrors).toEqual([]);
  });

  test('shows both in the member feeds, the article with its thumbnail, without any request to YouTube', async ({
    adminPage: page,
    contents,
    youtubeRequests,
    pageErrors,
  }) => {
    const videoTitle = unique('ひざにやさしいスクワット');
    const articleTitle = unique('朝の白湯で始める一日');
    const thumbnail = await uploadImage(page.context(), await png(900, 600, true), 'thumbnail');
    const article = await contents.post({
      title: articleTitle,
      type: 'article',
      category: 'meals',
      body: '<h2>白湯のすすめ</h2><p>朝いちばんに<strong>白湯</strong>を一杯。</p>',
      thumbnailKey: thumbnail.key,
    });
    await contents.post({ title: videoTitle, type: 'video', videoUrl: `https://youtu.be/${videoId}` });

    const articleCard = (scope: Page) => scope.getByRole('link', { name: articleTitle, exact: true }).first();
    const { thumbnailUrl } = article;

    for (const path of ['/member', '/member/new']) {
      await page.goto(path);
      await expectVisible(page.getByRole('link', { name: videoTitle, exact: true }).first());
      await expectVisible(articleCard(page));
      // The card's picture: the one in the nearest box around the title's link that has one.
      const picture = articleCard(page).locator('xpath=ancestor-or-self::*[.//img][1]//img').first();
      expect(await picture.getAttribute('src')).toBe(thumbnailUrl);
      // Every picture on the page is our own.
      const sources = await page
        .locator('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
      for (const source of sources) {
        expect(new URL(source, page.url()).origin).toBe(new URL(page.url()).origin);
      }
    }
    // The video has no thumbnail of its own and the server has no internet: the card shows the
    // local placeholder, and nothing was asked of YouTube.
    expect(youtubeRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('edits the video: the form is filled, checks the link again, and saves', async ({
    adminPage: page,
    contents,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const videoTitle = unique('ひざにやさしいスクワット');
    const videoTitleEdited = unique('ひざにやさしいスクワット（改訂）');
    const video = await contents.post({
      title: videoTitle,
      type: 'video',
      category: 'exercise',
      videoUrl: `https://youtu.be/${videoId}?si=share`,
      viewCount: 12,
      isFeatured: true,
    });

    await page.goto('/admin/contents');
    await expectVisible(pageHeading(page, copy.admin.tabs.contents));
    await row(page, videoTitle).getByRole('link', { name: copy.admin.buttons.edit }).click();
    await expectPathname(page, `/admin/contents/${video.id}/edit`);
    await expectVisible(pageHeading(page, copy.admin.editHeading));

    expect(await field(page, copy.admin.labels.title).inputValue()).toBe(videoTitle);
    expect(await field(page, copy.admin.labels.videoUrl).inputValue()).toBe(
      `https://youtu.be/${videoId}?si=share`,
    );
    expect(await field(page, copy.admin.labels.viewCount).inputValue()).toBe('12');
    expect(await field(page, copy.admin.labels.featured).isChecked()).toBe(true);
    expect(await field(page, copy.admin.labels.category).inputValue()).toBe('exercise');
    await expectVisible(button(page, copy.admin.buttons.update));
    await expectNoAxeViolations(page);

    await field(page, copy.admin.labels.videoUrl).fill('https://www.youtube.com/watch?v=tooShort');
    await button(page, copy.admin.buttons.update).click();
    await expectVisible(alertWith(page, copy.admin.notYoutube));

    await field(page, copy.admin.labels.videoUrl).fill(`https://www.youtube.com/shorts/${videoId}`);
    await field(page, copy.admin.labels.title).fill(videoTitleEdited);
    await field(page, copy.admin.labels.viewCount).fill('-5');
    await button(page, copy.admin.buttons.update).click();
    await expectPathname(page, '/admin/contents');
    await expectVisible(statusWith(page, copy.admin.updated));
    await expectVisible(row(page, videoTitleEdited));
    expect(await row(page, videoTitle).count()).toBe(0);
    expect(await adminContent(page, video.id)).toMatchObject({ title: videoTitleEdited, viewCount: 0 });

    // Cancel with a change asks first: このページに残る keeps what she typed, 保存せずに離れる goes back
    // to the list without saving. Closing or reloading the tab would get the browser's question.
    await row(page, videoTitleEdited).getByRole('link', { name: copy.admin.buttons.edit }).click();
    // Whether the page lets a reload go without asking (the event not cancelled).
    const leavesQuietly = () =>
      page.evaluate(() => {
        const page = globalThis as unknown as { dispatchEvent: (event: Event) => boolean };
        return page.dispatchEvent(new Event('beforeunload', { cancelable: true }));
      });
    expect(await leavesQuietly()).toBe(true);
    await field(page, copy.admin.labels.title).fill('保存しないタイトル');
    expect(await leavesQuietly()).toBe(false);
    await button(page, copy.admin.buttons.cancel).click();
    const asked = page.getByRole('dialog', { name: copy.admin.unsaved.question });
    await expectVisible(asked.getByText(copy.admin.unsaved.effect));
    await expectNoAxeViolations(page);
    await asked.getByRole('button', { name: copy.admin.unsaved.stay }).click();
    await expect.poll(() => asked.count()).toBe(0);
    expect(await field(page, copy.admin.labels.title).inputValue()).toBe('保存しないタイトル');
    await page.getByRole('link', { name: copy.admin.tabs.contents, exact: true }).click();
    await asked.getByRole('button', { name: copy.admin.unsaved.leave }).click();
    await expectPathname(page, '/admin/contents');
    await expectVisible(row(page, videoTitleEdited));

    // ログアウト with a change typed asks too; ログアウトする signs her out without the leave question.
    await row(page, videoTitleEdited).getByRole('link', { name: copy.admin.buttons.edit }).click();
    await field(page, copy.admin.labels.title).fill('ログアウト前のタイトル');
    await button(page, copy.admin.logout).click();
    const signingOut = page.getByRole('dialog', { name: copy.admin.unsaved.logoutQuestion });
    await signingOut.getByRole('button', { name: copy.admin.unsaved.logout }).click();
    await expectPathname(page, '/password');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('opening an article and leaving without a change asks nothing, even when it ends with a list', async ({
    adminPage: page,
    contents,
    pageErrors,
  }) => {
    // The editor adds an empty paragraph below a final list once it is focused: not her change.
    const article = await contents.post({
      title: unique('ポイントで終わる記事'),
      type: 'article',
      body: '<p>今日のポイント</p><ul><li>深呼吸をする</li></ul>',
    });
    await page.goto(`/admin/contents/${encodeURIComponent(article.id)}/edit`);
    const editor = page.getByRole('textbox', { name: copy.admin.labels.body, exact: true });
    await editor.click();
    await page.keyboard.press('Control+End');
    await button(page, copy.admin.buttons.cancel).click();
    await expectPathname(page, '/admin/contents');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('a public content saved as 下書き asks first, saying what members lose', async ({
    adminPage: page,
    contents,
    pageErrors,
  }) => {
    const title = unique('公開中の記事');
    const article = await contents.post({ title, type: 'article', body: '<p>本文です</p>' });
    await page.goto(`/admin/contents/${encodeURIComponent(article.id)}/edit`);
    await page.getByRole('radio', { name: copy.publishing.states.draft, exact: true }).check();
    await button(page, copy.admin.buttons.update).click();
    const asked = page.getByRole('dialog', { name: copy.publishing.takeDown.draftQuestion(title) });
    await expectVisible(asked.getByText(copy.admin.takeDownEffect.draft));
    await asked.getByRole('button', { name: copy.admin.buttons.cancel }).click();
    await expect.poll(() => asked.count()).toBe(0);
    expect((await adminContent(page, article.id)).state).toBe('published');
    await button(page, copy.admin.buttons.update).click();
    await asked.getByRole('button', { name: copy.publishing.takeDown.draftConfirm }).click();
    await expectPathname(page, '/admin/contents');
    expect((await adminContent(page, article.id)).state).toBe('draft');
    expect(pageErrors).toEqual([]);
  });

  test('deletes the article only after the confirmation', async ({
    adminPage: page,
    contents,
    youtubeRequests,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const videoTitle = unique('ひざにやさしいスクワット');
    const articleTitle = unique('朝の白湯で始める一日');
    await contents.post({ title: videoTitle, type: 'video', videoUrl: `https://youtu.be/${videoId}` });
    const article = await contents.post({
      title: articleTitle,
      type: 'article',
      category: 'meals',
      body: '<p>朝いちばんに白湯を一杯。</p>',
    });

    await page.goto('/admin/contents');
    const deleteButton = (): Locator =>
      row(page, articleTitle).getByRole('button', { name: copy.admin.buttons.delete, exact: true });
    await deleteButton().click();
    const dialog = page.getByRole('dialog', { name: copy.admin.deleteConfirm });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(articleTitle));
    // The safe choice has the focus; Escape keeps the content.
    const cancel = dialog.getByRole('button', { name: copy.admin.buttons.cancel });
    expect(await cancel.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(row(page, articleTitle));

    await deleteButton().click();
    await expectVisible(dialog);
    await cancel.click();
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(row(page, articleTitle));

    await deleteButton().click();
    await dialog.getByRole('button', { name: copy.admin.list.confirmDelete, exact: true }).click();
    await expectVisible(statusWith(page, copy.admin.deleted));
    await row(page, articleTitle).waitFor({ state: 'detached' });
    expect((await page.context().request.get(apiPaths.adminContent(article.id))).status()).toBe(404);
    await expectNoAxeViolations(page);

    await page.goto('/member/new');
    await expectVisible(page.getByRole('link', { name: videoTitle, exact: true }).first());
    expect(await page.getByRole('link', { name: articleTitle, exact: true }).count()).toBe(0);
    expect(youtubeRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
