/** The staff's video file field in the content form, and a video's state (issue 24). */
export const videoUpload = {
  sourceLegend: '動画の種類',
  sources: { youtube: 'YouTube の URL', upload: '動画ファイルをアップロード' },
  fileLabel: '動画ファイル',
  fileMissing: '動画ファイルを選んでください',
  fileHint: 'MP4・MOV・M4V・WebM、8 GB・4 時間まで。アップロード中や変換中でも保存できます。',
  wrongType: (name: string) =>
    `「${name}」は動画ファイルとして受け付けられません。MP4・MOV・M4V・WebM のファイルを選んでください。`,
  tooLarge: (name: string) => `「${name}」は 8 GB を超えています。8 GB までのファイルを選んでください。`,
  empty: (name: string) => `「${name}」は空のファイルです。別のファイルを選んでください。`,
  progressLabel: '動画のアップロード',
  progressText: (percent: number, speed: string | null, left: string | null) =>
    [`${percent}%`, speed && `毎秒 ${speed}`, left && `残り約 ${left}`].filter(Boolean).join('・'),
  minutes: (minutes: number) => `${minutes} 分`,
  seconds: (seconds: number) => `${seconds} 秒`,
  hours: (hours: number, minutes: number) => (minutes > 0 ? `${hours} 時間 ${minutes} 分` : `${hours} 時間`),
  // Not just キャンセル: the form's own キャンセル sits a little further down.
  cancel: 'アップロードをキャンセル',
  busyElsewhere: 'ほかの動画をアップロードしています。終わってから選んでください。',
  // A stray tap must not throw away a long upload (it is deleted on the server).
  confirmCancel: 'アップロードをやめますか？',
  cancelEffect: 'ここまで送った分は消え、もう一度アップロードするときは最初からになります。',
  confirmCancelLabel: 'アップロードをやめる',
  keepUploading: 'アップロードを続ける',
  cancelled: 'アップロードを取り消しました。',
  resumed: '前回の続きからアップロードしています。',
  uploadFailed:
    'アップロードが途中で止まりました。通信を確かめて、もう一度ファイルを選ぶと続きから再開します。',
  uploaded: 'アップロードが終わりました。変換が終わると公開できます。',
  chosenFile: (name: string) => `ファイル：${name}`,
  states: {
    uploading: 'アップロード中',
    waiting: '待機中',
    converting: (percent: number) => `変換中 ${percent}%`,
    ready: '公開できます',
    failed: (reason: string) => `失敗：${reason}`,
  },
  stateLabel: '動画の状態',
  retry: '再試行',
  replace: '別のファイルに差し替える',
  captionsLabel: '字幕（WebVTT）',
  captionsHint: '.vtt ファイルを選ぶと、動画に字幕が付きます。',
  captionsSaved: '字幕を登録しました。',
  captionsRemove: '字幕を外す',
  captionsRemoved: '字幕を外しました。',
  captionsPresent: '字幕が付いています。',
  captionsWrongType: '字幕は WebVTT（.vtt）のファイルを選んでください。',
} as const;
