import { ALL_CATEGORIES } from '@labsite/shared'
import { Group, NativeSelect, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useCategoryLabel } from '../i18n/use-category-label'

type SearchFiltersProps = {
  searchLabel: string
  search: string
  onSearchChange: (search: string) => void
  /** The category choices, 'All' first. */
  categories: readonly string[]
  category: string
  onCategoryChange: (category: string) => void
}

/** A search box and a category dropdown above a filtered list (blood tests, blog). */
export function SearchFilters({
  searchLabel,
  search,
  onSearchChange,
  categories,
  category,
  onCategoryChange,
}: SearchFiltersProps) {
  const { t } = useTranslation()
  const categoryLabel = useCategoryLabel()
  return (
    <Group align="flex-end" gap="md" wrap="wrap" role="search">
      <TextInput
        type="search"
        label={searchLabel}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        style={{ flex: '1 1 260px' }}
      />
      <NativeSelect
        label={t('common.category')}
        data={categories.map((value) => ({
          value,
          label: value === ALL_CATEGORIES ? t('common.all') : categoryLabel(value),
        }))}
        value={category}
        onChange={(event) => onCategoryChange(event.currentTarget.value)}
        style={{ flex: '0 1 240px' }}
      />
    </Group>
  )
}

/** 'All' followed by each category that occurs, in first-seen order. */
export function categoriesOf(items: readonly { category: string }[]): string[] {
  return [ALL_CATEGORIES, ...new Set(items.map((item) => item.category).filter(Boolean))]
}
