import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router-dom'
import { PATHS } from '../../../../config/paths'

/** An unknown service id (spec §2). */
export function ServiceNotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Title order={1}>Service Not Found</Title>
        <Text>The service you are looking for does not exist or is no longer offered.</Text>
        <Button component={Link} to={PATHS.home}>
          Back to Home
        </Button>
      </Stack>
    </Container>
  )
}
