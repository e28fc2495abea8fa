import { useTranslation } from 'react-i18next'

/**
 * How a category is shown: the catalogue's name for it in the visitor's language when it is one of the
 * usual ones (`categories` in locales/en.ts and hi.ts), else as staff typed it. Only the label changes:
 * filters keep sending the stored name.
 */
export function useCategoryLabel(): (category: string) => string {
  const { t, i18n } = useTranslation()
  return (category) => {
    const key = `categories.${category}`
    return category && !category.includes('.') && i18n.exists(key) ? t(key as never) : category
  }
}
