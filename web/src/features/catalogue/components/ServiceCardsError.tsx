import { Alert, Button, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The package cards could not be loaded: the reason and a retry. */
export function ServiceCardsError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert color="red" title={t('catalogue.loadFailed')}>
      <Text mb="sm">{error.message}</Text>
      <Button size="xs" variant="outline" color="red.9" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Alert>
  )
}

export default ServiceCardsError
