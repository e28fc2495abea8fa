import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PATHS } from '../../../../config/paths'

/** An unknown service id. */
export function ServiceNotFound() {
  const { t } = useTranslation()
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Title order={1}>{t('catalogue.notFoundTitle')}</Title>
        <Text>{t('catalogue.notFoundText')}</Text>
        <Button component={Link} to={PATHS.home}>
          {t('common.backToHome')}
        </Button>
      </Stack>
    </Container>
  )
}
