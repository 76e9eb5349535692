import { getSchema } from '@tiptap/react';
import type { Node } from '@tiptap/pm/model';
import { EditorState, NodeSelection } from '@tiptap/pm/state';
import { describe, expect, it } from 'vitest';
import { articleExtensions } from './article-extensions';
import { cursorBelowPicture } from './cursor-below-picture';

const schema = getSchema(articleExtensions);
const paragraph = (text = '') => schema.nodes.paragraph!.create(null, text ? schema.text(text) : null);
const picture = () => schema.nodes.image!.create({ src: '/uploads/a.webp', alt: '' });

/** The article after the move, as its blocks, and the block the cursor is in. */
function afterMove(blocks: Node[], pictureAt: number) {
  const doc = schema.nodes.doc!.create(null, blocks);
  let position = 0;
  for (let i = 0; i < pictureAt; i += 1) position += doc.child(i).nodeSize;
  const state = EditorState.create({ doc, selection: NodeSelection.create(doc, position) });
  const tr = state.tr;
  cursorBelowPicture(tr);
  const next = state.apply(tr);
  const shown = (node: Node) => (node.type.name === 'image' ? '[画像]' : node.textContent);
  const blocksAfter: string[] = [];
  next.doc.forEach((node) => blocksAfter.push(shown(node)));
  const $cursor = next.selection.$from;
  return {
    blocks: blocksAfter,
    cursorIn: $cursor.index(0),
    cursorBlockEmpty: $cursor.parent.content.size === 0,
  };
}

describe('cursorBelowPicture', () => {
  it('opens a new line under a picture that ends the article', () => {
    expect(afterMove([paragraph('はじめに'), picture()], 1)).toEqual({
      blocks: ['はじめに', '[画像]', ''],
      cursorIn: 2,
      cursorBlockEmpty: true,
    });
  });

  it('opens a new line between the picture and the text that follows, not in front of that text', () => {
    expect(afterMove([paragraph('はじめに'), picture(), paragraph('次の段落')], 1)).toEqual({
      blocks: ['はじめに', '[画像]', '', '次の段落'],
      cursorIn: 2,
      cursorBlockEmpty: true,
    });
  });

  it('uses an empty line already under the picture', () => {
    expect(afterMove([picture(), paragraph()], 0)).toEqual({
      blocks: ['[画像]', ''],
      cursorIn: 1,
      cursorBlockEmpty: true,
    });
  });
});
