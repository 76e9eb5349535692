/**
 * Videos staff upload themselves (issue 24), the server's words: refusals of an upload, the
 * staff routes' answers, and each conversion failure code as staff read it.
 */
export const hostedVideo = {
  uploadAddressRefused: 'このアップロードのアドレスは使えません。もう一度ファイルを選んでください',
  uploadWrongType: '動画ファイル（MP4・MOV・M4V・WebM）を選んでください',
  uploadEmpty: 'ファイルが空です（0バイト）。別のファイルを選んでください',
  uploadTooLarge: '動画ファイルは8GBまでです。小さくしてからもう一度お試しください',
  uploadLengthMissing:
    'ファイルの大きさがわからないため、アップロードを始められませんでした。もう一度お試しください',
  uploadBeyondLength:
    'ファイルの大きさが、アップロードを始めたときと変わっています。もう一度ファイルを選んでください',
  uploadNotFound: 'このアップロードは見つかりませんでした。もう一度ファイルを選んでください',
  uploadFailed: '動画をアップロードできませんでした。時間をおいてもう一度お試しください',
  notFound: '動画が見つかりませんでした',
  retryNotFailed: '変換に失敗した動画だけ、もう一度変換できます',
  captionsInvalid: '字幕は WebVTT 形式（.vtt）のファイルを選んでください',
  captionsTooLarge: '字幕ファイルは1MBまでにしてください',
  deleted: '動画を削除しました',
  /** The content form: the uploaded video it names is gone. */
  videoMissing: 'アップロードした動画が見つかりません。もう一度アップロードしてください',
  videoAndLink: 'YouTube のリンクとアップロードした動画は、どちらか一方にしてください',
  videoInUse: 'この動画はほかのコンテンツで使われています。新しくアップロードしてください',
  /** Removing a video a content shows would leave that content with nothing to play. */
  usedByContent: (title: string) =>
    `この動画はコンテンツ「${title}」で使われているため、削除できません。差し替えるときは、コンテンツの編集画面で新しい動画をアップロードして保存してください`,
  /** A failure code this version does not know (written by a newer converter). */
  unknownFailure: '動画を変換できませんでした。もう一度変換するか、ファイルを選び直してください',
  failures: {
    empty: 'ファイルが空でした（0 バイト）。もう一度、元の動画ファイルを選んでください。',
    'not-video':
      '動画ファイルではありませんでした。MP4・MOV・M4V・WebM の動画を選んでください（拡張子だけを変えたファイルは使えません）。',
    corrupt:
      '動画ファイルが壊れているか、途中までしかありません。元のファイルが最後まで再生できるか確かめて、もう一度アップロードしてください。',
    'no-video-stream':
      '映像が入っていないファイルでした（音声だけのファイルなど）。映像のある動画を選んでください。',
    'too-long': '4 時間を超える動画は公開できません。4 時間以内に分けてアップロードしてください。',
    'conversion-failed':
      '変換が3回続けてうまくいきませんでした。「再試行」を押すか、別の形式で書き出した動画に差し替えてください。',
  },
} as const;
