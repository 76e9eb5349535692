import type { Category, ContentType } from '#shared/categories.js';

export type SampleContent = {
  id: string;
  title: string;
  category: Category;
  type: ContentType;
  /** How many business days before seeding the content is dated, so badges stay meaningful. */
  daysAgo: number;
  description: string;
  /** Videos: the YouTube link as staff would paste it. Placeholder ids until staff replace them. */
  videoLink?: string;
  body?: string;
  isFeatured: boolean;
};

// Ten starter contents covering all six categories, both types, the 新着 badge (within 14 days)
// and the featured flag. Their views start at 0 and are real (issue 26), so 人気 comes only from
// members' viewing.
export const sampleContents: readonly SampleContent[] = [
  {
    id: 'sample-01',
    title: '椅子に座ってできる 10分間の脂肪燃焼エクササイズ',
    category: 'exercise',
    type: 'video',
    daysAgo: 2,
    description: '膝や腰に負担をかけず、座ったまま心拍数を少しずつ上げていく10分間のプログラムです。',
    videoLink: 'https://youtu.be/kbSample001',
    isFeatured: true,
  },
  {
    id: 'sample-02',
    title: '40代からの代謝を落とさない朝ごはんの選び方',
    category: 'meals',
    type: 'article',
    daysAgo: 5,
    description: 'たんぱく質と食物繊維を意識するだけで、午前中の空腹感がぐっと楽になります。',
    body: [
      '<h2>朝ごはんで一日のリズムを整える</h2>',
      '<p>年齢とともに筋肉量が減ると、同じ食事でも太りやすく感じるようになります。朝に<strong>たんぱく質</strong>をとることで、筋肉の分解を防ぎやすくなります。</p>',
      '<h3>取り入れやすい組み合わせ</h3>',
      '<ul><li>納豆ごはんと具だくさんのお味噌汁</li><li>ギリシャヨーグルトとバナナ、きなこ</li><li>ゆで卵とトースト、ミニトマト</li></ul>',
      '<p>完璧を目指さず、<em>いつもの朝食にひとつ足す</em>ところから始めてみましょう。</p>',
    ].join(''),
    isFeatured: false,
  },
  {
    id: 'sample-03',
    title: '寝る前5分のストレッチで、ぐっすり眠れる体に',
    category: 'lifestyle',
    type: 'video',
    daysAgo: 9,
    description: '布団の上でできるやさしいストレッチ。呼吸に合わせて体をゆるめ、睡眠の質を高めます。',
    videoLink: 'https://www.youtube.com/watch?v=kbSample003',
    isFeatured: true,
  },
  {
    id: 'sample-04',
    title: '体重が減らない停滞期との上手な付き合い方',
    category: 'diet',
    type: 'article',
    daysAgo: 13,
    description: '停滞期は体が変化に慣れようとしているサイン。焦らず続けるための考え方をまとめました。',
    body: [
      '<h2>停滞期はなぜ起こるの？</h2>',
      '<p>体重が減り始めると、体はエネルギーを節約しようと働きます。これは自然な反応で、<strong>やり方が間違っているわけではありません</strong>。</p>',
      '<h3>この時期に大切なこと</h3>',
      '<ol><li>体重だけでなく、ウエストや体調の変化も記録する</li><li>食事量を急に減らさない</li><li>睡眠時間をしっかり確保する</li></ol>',
      '<p>2〜4週間ほどで再び動き出すことが多いので、いまの習慣を続けていきましょう。</p>',
    ].join(''),
    isFeatured: false,
  },
  {
    id: 'sample-05',
    title: '更年期のゆらぎと心の整え方',
    category: 'mental',
    type: 'article',
    daysAgo: 21,
    description: '気分の波が大きくなる時期に、自分を責めずに過ごすための小さな工夫をご紹介します。',
    body: [
      '<h2>気持ちの波は「あなたのせい」ではありません</h2>',
      '<p>ホルモンバランスの変化は、気分や睡眠にも影響します。まずは<em>そういう時期なんだ</em>と知ることが、心を軽くする第一歩です。</p>',
      '<ul><li>1日3回、深呼吸を意識する</li><li>日記に「できたこと」をひとつ書く</li><li>つらいときは専門の医療機関に相談する</li></ul>',
    ].join(''),
    isFeatured: true,
  },
  {
    id: 'sample-06',
    title: '座ったままできる骨盤まわりのほぐし方',
    category: 'exercise',
    type: 'video',
    daysAgo: 30,
    description: 'デスクワークの合間にもできる、骨盤と股関節をやさしくほぐすレッスン動画です。',
    videoLink: 'https://www.youtube.com/embed/kbSample006',
    isFeatured: false,
  },
  {
    id: 'sample-07',
    title: '50代からの肌を守る、食事とスキンケアの基本',
    category: 'beauty',
    type: 'article',
    daysAgo: 38,
    description: '乾燥やくすみが気になりはじめたら。内側と外側からできるケアをまとめました。',
    body: [
      '<h2>内側からのケア</h2>',
      '<p>肌の材料になるたんぱく質、ビタミンC、良質な脂質を意識してとりましょう。</p>',
      '<h2>外側からのケア</h2>',
      '<p>洗顔後はすぐに保湿し、季節を問わず<strong>日焼け止め</strong>を使う習慣をつけると安心です。</p>',
    ].join(''),
    isFeatured: false,
  },
  {
    id: 'sample-08',
    title: '科学的に考える「座ってダイエット」入門レッスン',
    category: 'diet',
    type: 'video',
    daysAgo: 45,
    description: '座ったままでも消費エネルギーを増やせる理由を、やさしく解説しながら一緒に動きます。',
    videoLink: 'https://m.youtube.com/watch?v=kbSample008',
    isFeatured: true,
  },
  {
    id: 'sample-09',
    title: '作り置きで続ける、野菜たっぷり低カロリーおかず',
    category: 'meals',
    type: 'video',
    daysAgo: 60,
    description: '週末30分で3品。冷蔵庫にあると安心な、野菜たっぷりの作り置きレシピです。',
    videoLink: 'https://youtu.be/kbSample009',
    isFeatured: false,
  },
  {
    id: 'sample-10',
    title: '毎日を軽やかにする、ゆるい朝の習慣づくり',
    category: 'lifestyle',
    type: 'article',
    daysAgo: 75,
    description: '白湯を一杯、窓を開けて深呼吸。無理なく続けられる朝の小さな習慣をご紹介します。',
    body: [
      '<h2>習慣は小さく始めるのがコツ</h2>',
      '<p>新しい習慣は、<strong>今ある行動のすぐあと</strong>に足すと続きやすくなります。</p>',
      '<ol><li>起きたらコップ一杯の白湯を飲む</li><li>カーテンを開けて朝日を浴びる</li><li>その場で大きく背伸びをする</li></ol>',
      '<p>3つ全部でなくても大丈夫。できた日に丸をつけて、楽しみながら続けましょう。</p>',
    ].join(''),
    isFeatured: false,
  },
];
