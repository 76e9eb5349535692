import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { gateScreenHtml, loginScreenHtml } from '#shared/entry-first-screen.js';
import { sessionQueryKey } from '#web/lib/shared-query-keys';
import GateRoute from './gate';
import LoginRoute from './login';

// The server writes the passphrase and sign-in pages before the app has come (decision 39); the app's
// screen then takes their place. If the two drew different fields, labels or links, her words would
// not carry over or the page would jump: this compares what a person and her browser get from each.

const asked = '/member/popular?from=mail';

/** The app's card for `path`, as a visitor without a session gets it. */
function appCard(path: string, Screen: ComponentType): Element {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey, { state: 'unauthenticated' });
  const router = createMemoryRouter([{ path, Component: Screen }], {
    initialEntries: [`${path}?redirectTo=${encodeURIComponent(asked)}`],
  });
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return holder.querySelector('.card')!;
}

function writtenCard(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.querySelector('.card')!;
}

const shownAttributes = [
  'name',
  'type',
  'autocomplete',
  'inputmode',
  'autocapitalize',
  'autocorrect',
  'spellcheck',
];

/**
 * What matters of a card, element by element: tags and classes (a written form is a plain block, a
 * submit a plain button), a field's kind and keyboard, every text, where each link goes, and which
 * field each label and 表示 button belongs to.
 */
function drawn(card: Element): string[] {
  const fieldName = (id: string | null) =>
    id ? card.querySelector(`[id="${id}"]`)?.getAttribute('name') : null;
  return [...card.querySelectorAll('*')].map((element) => {
    const tag = element.tagName === 'FORM' ? 'DIV' : element.tagName;
    const parts = [tag.toLowerCase(), element.getAttribute('class') ?? ''];
    if (element.tagName === 'INPUT') {
      for (const name of shownAttributes) parts.push(`${name}=${element.getAttribute(name) ?? ''}`);
      parts.push(element.hasAttribute('required') ? 'required' : 'optional');
    }
    if (element.tagName === 'LABEL') parts.push(`for ${fieldName(element.getAttribute('for'))}`);
    if (element.tagName === 'BUTTON') {
      parts.push(
        `controls ${fieldName(element.getAttribute('aria-controls'))}`,
        element.getAttribute('aria-label') ?? '',
      );
    }
    if (element.tagName === 'A') parts.push(element.getAttribute('href') ?? '');
    if (element.children.length === 0) parts.push(element.textContent ?? '');
    return parts.join(' | ');
  });
}

describe('the entry pages the server writes', () => {
  it('draw the passphrase page as the app does', () => {
    expect(drawn(writtenCard(gateScreenHtml('からだ日和', asked)))).toEqual(
      drawn(appCard('/password', GateRoute)),
    );
  });

  it('draw the sign-in page as the app does for a visitor without a session', () => {
    const written = drawn(writtenCard(loginScreenHtml('からだ日和', asked)));
    expect(written).toEqual(drawn(appCard('/login', LoginRoute)));
    expect(written.filter((line) => line.startsWith('input'))).toHaveLength(3);
  });
});
