import { Text } from '@mantine/core'
import type { ReactNode } from 'react'

export interface ListPageStateProps {
  isLoading: boolean
  error: unknown
  /** Shown after 'Error: ' when loading failed (spec §8). */
  errorMessage: string
  /** The page body, once the list has loaded. */
  children: ReactNode
}

/** A list page's loading and error states (spec §4), or its body once the list is there. */
export function ListPageState({ isLoading, error, errorMessage, children }: ListPageStateProps) {
  if (isLoading) return <Text role="status">Loading...</Text>
  if (error) {
    return (
      <Text role="alert" c="red.9">
        Error: {errorMessage}
      </Text>
    )
  }
  return children
}
