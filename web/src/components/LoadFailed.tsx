import { Alert, Button, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

export interface LoadFailedProps {
  title: string
  error: Error
  onRetry: () => void
}

/**
 * A list could not be loaded: the reason and a retry. Lists import it lazily (inside a Suspense), so
 * Mantine's Alert loads only when one fails, never on a first visit (the budget of scripts/bench-web.mjs).
 */
export function LoadFailed({ title, error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation()
  return (
    <Alert color="red" title={title}>
      <Text mb="sm">{error.message}</Text>
      <Button size="xs" variant="outline" color="red.9" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Alert>
  )
}

export default LoadFailed
