import { getSchema } from '@tiptap/react';
import type { DOMOutputSpec, Mark, Node } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { articleAttributes, articleHeadingLevels, articleLink, articleTags } from '#shared/article-html.js';
import { articleExtensions } from './article-extensions';

const schema = getSchema(articleExtensions);

/** The tag and the attributes (those with a value) an element of the editor's output has. */
function rendered(spec: DOMOutputSpec): { tag: string; attributes: Record<string, unknown> } {
  if (!Array.isArray(spec)) throw new Error('expected an element spec');
  const [tag, second] = spec as [string, unknown];
  const attributes =
    typeof second === 'object' && second !== null && !Array.isArray(second) ? (second as object) : {};
  return {
    tag,
    attributes: Object.fromEntries(Object.entries(attributes).filter(([, value]) => value != null)),
  };
}

/** Every attribute of the type given a value, so that each one shows if the editor writes it. */
function filledAttributes(type: { spec: { attrs?: Record<string, unknown> } }) {
  return Object.fromEntries(
    Object.keys(type.spec.attrs ?? {}).map((name) => [
      name,
      name === 'level' ? 2 : name === 'start' ? 3 : 'x',
    ]),
  );
}

const outputs = [
  ...Object.values(schema.nodes)
    .filter((type) => type.spec.toDOM)
    .map((type) => ({
      name: type.name,
      ...rendered(type.spec.toDOM!(type.create(filledAttributes(type)) as Node)),
    })),
  ...Object.values(schema.marks).map((type) => ({
    name: type.name,
    ...rendered(type.spec.toDOM!(type.create(filledAttributes(type)) as Mark, true)),
  })),
];

describe('the editor and the article allowlist', () => {
  it.each(outputs)('writes $name as an allowed tag with allowed attributes only', ({ tag, attributes }) => {
    expect(articleTags).toContain(tag);
    expect(articleAttributes[tag]).toEqual(expect.arrayContaining(Object.keys(attributes)));
  });

  it('offers every tag of the allowlist, and the heading levels it names', () => {
    const headings = schema.nodes.heading!.spec.parseDOM!.map((rule) => rule.tag);
    expect(headings).toEqual(articleHeadingLevels.map((level) => `h${level}`));
    const written = new Set(outputs.map((output) => output.tag));
    for (const level of articleHeadingLevels) written.add(`h${level}`);
    expect([...written].sort()).toEqual([...articleTags].sort());
  });

  it('opens links the way the server writes them', () => {
    const link = rendered(
      schema.marks.link!.create({ href: 'https://example.jp' }).type.spec.toDOM!(
        schema.marks.link!.create({ href: 'https://example.jp' }),
        true,
      ),
    );
    expect(link.attributes).toEqual({
      target: articleLink.target,
      rel: articleLink.rel,
      href: 'https://example.jp',
    });
  });

  it('reads pictures only from our uploads or https', () => {
    const rule = schema.nodes.image!.spec.parseDOM![0]!;
    const picture = (src: string) => ({ getAttribute: (name: string) => (name === 'src' ? src : null) });
    const accepts = (src: string) => rule.getAttrs!(picture(src) as unknown as HTMLElement) !== false;
    expect(accepts('/uploads/images/a-1.webp')).toBe(true);
    expect(accepts('https://images.example/a.jpg')).toBe(true);
    expect(accepts('http://tracker.example/p.gif')).toBe(false);
    expect(accepts('data:image/png;base64,AAAA')).toBe(false);
  });
});
