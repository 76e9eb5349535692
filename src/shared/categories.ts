export const categories = ['diet', 'exercise', 'meals', 'mental', 'beauty', 'lifestyle'] as const;

export type Category = (typeof categories)[number];

export const categoryLabels: Record<Category, string> = {
  diet: 'ダイエット',
  exercise: 'エクササイズ',
  meals: '食事',
  mental: 'メンタル',
  beauty: '美容',
  lifestyle: 'ライフスタイル',
};

export const contentTypes = ['video', 'article'] as const;

export type ContentType = (typeof contentTypes)[number];
