import { Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface ListPageStateProps {
  isLoading: boolean
  error: unknown
  /** Shown after 'Error: ' when loading failed. */
  errorMessage: string
  /** The page body, once the list has loaded. */
  children: ReactNode
}

/** A list page's loading and error states, or its body once the list is there. */
export function ListPageState({ isLoading, error, errorMessage, children }: ListPageStateProps) {
  const { t } = useTranslation()
  if (isLoading) return <Text role="status">{t('common.loading')}</Text>
  if (error) {
    return (
      <Text role="alert" c="red.9">
        {t('common.error', { message: errorMessage })}
      </Text>
    )
  }
  return children
}
