export const pwa = {
  // Fixed by the copy deck (Offline, Push).
  offlineBanner: (time: string) => `オフラインのため、${time}に読み込んだ内容を表示しています`,
  pushSetting: 'ライブの前にスマホに通知する',
  // Words the copy deck leaves to us (issue 14).
  pushOn: '通知がオンになっています',
  pushTurnOff: '通知をやめる',
  pushDenied: 'このブラウザでは通知が許可されていません。端末の設定から通知を許可してください',
  pushUnsupported: 'このブラウザは通知に対応していません。iPhoneではホーム画面に追加してから設定できます',
  pushBeforeTitle: 'まもなくライブレッスンです',
  pushBeforeBody: (label: string) => `${label}。30分後に始まります`,
  pushStartTitle: 'ライブレッスンが始まりました',
  pushStartBody: 'タップして参加しましょう',
  pushInvalid: '通知の登録内容が正しくありません',
  pushServiceUnknown:
    'このブラウザの通知サービスには対応していません。Chrome、Safari、Edge、Firefoxのいずれかでお試しください',
  pushDeviceTaken:
    'この端末の通知は別のアカウントで登録されています。そのアカウントで通知をやめてから、もう一度お試しください',
  pushSaved: 'このスマホに、ライブの30分前と開始時にお知らせします',
  pushRemoved: 'このスマホへの通知をやめました',
  appHeading: 'スマホで使う',
  iphoneGuideButton: 'iPhoneでホーム画面に追加する方法',
  iphoneGuideStep1: 'Safariでこのサイトを開き、画面下の共有ボタンをタップします',
  iphoneGuideStep2: '「ホーム画面に追加」を選びます',
  iphoneGuideStep3: '右上の「追加」をタップすると、ホーム画面にアイコンができます',
  shareIconLabel: '共有ボタン',
  addIconLabel: 'ホーム画面に追加',
} as const;
