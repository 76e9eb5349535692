/** Converting uploaded videos (src/server/modules/videos/video-conversion*.ts). */
export const videoConversion = {
  /** The upload field, when the server has no ffmpeg (GET /api/admin/videos/conversion). */
  unavailable:
    '動画の変換の準備ができていません。アップロードはできますが、サーバーに ffmpeg が入るまで公開できません（管理者の方は README の「Videos」をご覧ください）。',
} as const;
