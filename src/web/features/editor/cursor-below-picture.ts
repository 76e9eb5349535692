import { NodeSelection, TextSelection, type Transaction } from '@tiptap/pm/state';

/**
 * After a picture is put in, the editor leaves it selected, and the next key typed would replace
 * it. This moves the cursor to the line below instead: an empty paragraph already there, or a new
 * one (so her words are not glued to the front of the paragraph that follows).
 */
export function cursorBelowPicture(tr: Transaction): void {
  const { selection } = tr;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return;
  const after = selection.to;
  const next = tr.doc.resolve(after).nodeAfter;
  if (!next?.isTextblock || next.content.size > 0) {
    tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
  }
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
}
