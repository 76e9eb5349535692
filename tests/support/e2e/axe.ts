import fs from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSourcePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

type AxeViolation = { id: string; help: string; nodes: Array<{ target: unknown[] }> };

const preloading = new WeakSet<BrowserContext>();

/**
 * Axe in the page itself: sent once into the page checked first, and from then on put into every
 * page the context loads, before its own scripts. Checking a page several times (each text size)
 * then costs one run each, where AxeBuilder sends the whole library again every time and finishes
 * every run in a blank page of its own.
 */
async function violationsInPage(page: Page): Promise<AxeViolation[]> {
  axeSource ??= fs.readFileSync(axeSourcePath, 'utf8');
  const context = page.context();
  if (!preloading.has(context)) {
    preloading.add(context);
    // The top page only: frames (the video player) keep to themselves.
    await context.addInitScript({ content: `if (window.top === window) {\n${axeSource}\n}` });
  }
  // Text, not functions: these tests are type-checked without the browser's globals.
  if (!(await page.evaluate<boolean>("typeof window.axe?.run === 'function'")))
    await page.evaluate(axeSource);
  return page.evaluate<AxeViolation[]>(
    "axe.run(document, { resultTypes: ['violations'] }).then((results) => results.violations)",
  );
}

/**
 * Runs axe (every rule, default options) on the page as it is now, error and success states
 * included, and expects no violations. `label` says which state failed when one page is checked
 * in several.
 */
export async function expectNoAxeViolations(page: Page, label = ''): Promise<void> {
  // A page with frames (the video player) goes through AxeBuilder, which checks inside them too.
  const violations: AxeViolation[] =
    page.frames().length > 1
      ? (await new AxeBuilder({ page }).analyze()).violations
      : await violationsInPage(page);
  const problems = violations.map(
    (violation) =>
      `${label}${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(problems).toEqual([]);
}
