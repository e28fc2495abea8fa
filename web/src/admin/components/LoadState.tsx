import { Alert, Button, Center, Loader } from '@mantine/core'
import type { ReactNode } from 'react'
import type { LoadStatus } from '../hooks/use-admin-resource'

export interface LoadStateProps {
  status: LoadStatus
  error: string | null
  /** What is loading, e.g. 'services' (for the loader's name and the error title). */
  what: string
  onRetry: () => void
  children: ReactNode
}

/** A tab's list states: a loader, an error with Retry, or the content. */
export function LoadState({ status, error, what, onRetry, children }: LoadStateProps) {
  if (status === 'loading') {
    return (
      <Center py="xl">
        <Loader aria-label={`Loading ${what}`} />
      </Center>
    )
  }
  if (status === 'error') {
    return (
      <Alert color="red" title={`Could not load ${what}`}>
        {error}
        <div>
          <Button mt="sm" variant="outline" color="red.9" onClick={onRetry}>
            Retry
          </Button>
        </div>
      </Alert>
    )
  }
  return <>{children}</>
}
