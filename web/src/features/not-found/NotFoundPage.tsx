import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { PATHS } from '../../config/paths'

export function NotFoundPage() {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    console.info('Page not found:', location.pathname)
  }, [location.pathname])
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Title order={1}>Page Not Found</Title>
        <Text>The page you are looking for does not exist or has been moved.</Text>
        <Group>
          <Button component={Link} to={PATHS.home}>
            Return to Home
          </Button>
          <Button variant="outline" onClick={() => navigate(-1)}>
            Go Back
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}

export default NotFoundPage
