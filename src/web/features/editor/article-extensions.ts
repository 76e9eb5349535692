import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';
import type { Attributes } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  articleAttributes,
  articleHeadingLevels,
  articleLink,
  isArticleImageSource,
  isArticleLink,
} from '#shared/article-html.js';

// The editor offers what an article may contain (../../../shared/article-html.ts) and holds
// nothing more, pasted text included: the server keeps exactly that, so what staff see is what
// members get.

/** Only the attributes named; the others are never read from pasted HTML nor written. */
function keepOnly(attributes: object | undefined, names: readonly string[]): Attributes {
  return Object.fromEntries(Object.entries(attributes ?? {}).filter(([name]) => names.includes(name)));
}

const ArticleOrderedList = OrderedList.extend({
  addAttributes() {
    return keepOnly(this.parent?.(), articleAttributes.ol ?? []);
  },
});

const ArticleImage = Image.extend({
  addAttributes() {
    return keepOnly(this.parent?.(), articleAttributes.img ?? []);
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (isArticleImageSource(element.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },
});

// Only the address belongs to a link; target and rel are always the allowlist's (HTMLAttributes).
const ArticleLink = Link.extend({
  addAttributes() {
    return keepOnly(this.parent?.(), ['href']);
  },
});

export const articleExtensions = [
  StarterKit.configure({
    heading: { levels: [...articleHeadingLevels] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
    orderedList: false,
  }),
  ArticleOrderedList,
  ArticleLink.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    protocols: [...articleLink.protocols],
    isAllowedUri: (url) => isArticleLink(url),
    HTMLAttributes: { target: articleLink.target, rel: articleLink.rel },
  }),
  ArticleImage.configure({ inline: false }),
];
