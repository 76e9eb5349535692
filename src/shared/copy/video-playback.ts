export const videoPlayback = {
  notFound: '動画が見つかりませんでした',
  /** A signed address that is not this session's, has expired, or was changed. */
  addressRefused: 'この動画のアドレスは使えません。動画のページを開き直してください。',
  keyTooOften:
    '動画の読み込みが続いたため、しばらく再生を止めています。少し待ってから、もう一度再生してください。',
} as const;
