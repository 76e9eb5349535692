import { categories, categoryLabels, type Category } from '#shared/categories.js';
import { copy } from '#shared/copy.js';
import { Tabs, type TabItem } from '#web/components/ui/tabs';

export type CategoryChoice = Category | 'all';

const items: readonly TabItem<CategoryChoice>[] = [
  { key: 'all', label: copy.member.allCategories },
  ...categories.map((category) => ({ key: category, label: categoryLabels[category] })),
];

/** "all" for anything that is not one of the six categories (a typo in a shared link). */
export function parseCategory(value: string | null): CategoryChoice {
  return categories.find((category) => category === value) ?? 'all';
}

type CategoryTabsProps = {
  selected: CategoryChoice;
  onSelect: (choice: CategoryChoice) => void;
  idBase: string;
};

/** すべて and the six categories, as a tab list over the content list (its panel). */
export function CategoryTabs({ selected, onSelect, idBase }: CategoryTabsProps) {
  return (
    <Tabs
      items={items}
      selected={selected}
      onSelect={onSelect}
      idBase={idBase}
      label={copy.member.categoryTabsLabel}
    />
  );
}
