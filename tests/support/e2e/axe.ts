import fs from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Runs axe on the page as it is now (error and success states included) and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const problems = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(problems).toEqual([]);
}

const axeSourcePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

/**
 * Puts axe-core into every page the context opens, once per page load, for checking one page
 * several times (each text size) without AxeBuilder sending the whole library again every time.
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  axeSource ??= fs.readFileSync(axeSourcePath, 'utf8');
  // The top page only: frames (the video player) keep to themselves, and AxeBuilder still handles them.
  await context.addInitScript({ content: `if (window.top === window) {\n${axeSource}\n}` });
}

type AxeViolation = { id: string; help: string; nodes: Array<{ target: unknown[] }> };

/** Like expectNoAxeViolations, for a page whose context has preloadAxe (all rules, default options). */
export async function expectNoAxeViolationsPreloaded(page: Page, label = ''): Promise<void> {
  // Text, not a function: these tests are type-checked without the browser's globals.
  const violations = await page.evaluate<AxeViolation[]>(
    "axe.run(document, { resultTypes: ['violations'] }).then((results) => results.violations)",
  );
  const problems = violations.map(
    (violation) =>
      `${label}${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(problems).toEqual([]);
}
