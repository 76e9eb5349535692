import { Fragment } from 'react';
import { commentPieces } from '#shared/comments.js';

/**
 * A comment's plain text: line breaks kept, http(s) addresses as links, everything else as text
 * nodes. Built as React elements, never as HTML, so nothing a member types can run.
 */
export function CommentText({ text }: { text: string }) {
  return (
    <p className="comment__text">
      {commentPieces(text).map((piece, index) =>
        piece.kind === 'link' ? (
          <a key={index} href={piece.href} rel="nofollow ugc noopener">
            {piece.href}
          </a>
        ) : (
          <Fragment key={index}>
            {piece.text.split('\n').map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </Fragment>
        ),
      )}
    </p>
  );
}
