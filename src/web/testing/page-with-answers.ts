import { vi } from 'vitest';
import { firstAnswersElementId } from '#shared/first-answers.js';

/**
 * A fresh page holding `answers` as the server writes them (decision 31), or none for null, with
 * fresh modules: the web app reads the page's answers once per page.
 */
export function pageWithAnswers(answers: string | null): void {
  vi.resetModules();
  const block =
    answers === null
      ? ''
      : `<script type="application/json" id="${firstAnswersElementId}">${answers}</script>`;
  document.body.innerHTML = `<div id="root"></div>${block}`;
}
