import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { PATHS } from '../../config/paths'

export function NotFoundPage() {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    console.info('Page not found:', location.pathname)
  }, [location.pathname])
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Group>
          <Button component={Link} to={PATHS.home}>
            {t('notFound.home')}
          </Button>
          <Button variant="outline" onClick={() => navigate(-1)}>
            {t('notFound.back')}
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}

export default NotFoundPage
