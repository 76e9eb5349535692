import { copy } from '#shared/copy.js';
import './sample-mark.css';

/** サンプル: staff see at a glance which contents came with the site (issue 26). */
export function SampleMark() {
  return <span className="sample-mark">{copy.admin.sampleBadge}</span>;
}

/** Above the edit form of a sample: saving makes it an ordinary content, kept by まとめて削除. */
export function SampleNote() {
  return (
    <p className="sample-note">
      <SampleMark /> {copy.admin.sampleNote}
    </p>
  );
}
