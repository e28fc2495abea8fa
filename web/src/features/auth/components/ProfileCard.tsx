import { initialsOf } from '@labsite/shared'
import {
  Avatar,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SessionUser } from '../stores/session-store'

type ProfileCardProps = {
  user: SessionUser
  onLogout: () => void
  /** More of the visitor's own things below the details (the route adds "My bookings"). */
  children?: ReactNode
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  )
}

/**
 * The visitor's profile. The avatar is drawn here from the initials: no visitor name is sent to an
 * outside avatar service (DESIGN §4.12).
 */
export function ProfileCard({ user, onLogout, children }: ProfileCardProps) {
  const { t } = useTranslation()
  return (
    <Container size="sm" py={48}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="lg">
          <Group gap="lg" wrap="nowrap">
            <Avatar size={88} radius={88} color="teal" variant="filled" aria-hidden="true">
              {initialsOf(user.name)}
            </Avatar>
            <div>
              <Title order={1} size="h2">
                {user.name}
              </Title>
              <Text c="gray.7">{user.email}</Text>
            </div>
          </Group>
          <Divider />
          <Title order={2} size="h4">
            {t('auth.personalInformation')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field label={t('auth.fullName')} value={user.name} />
            <Field label={t('auth.emailAddress')} value={user.email} />
            {user.phone ? <Field label={t('auth.phoneNumber')} value={user.phone} /> : null}
          </SimpleGrid>
          {children ? (
            <>
              <Divider />
              {children}
            </>
          ) : null}
          <Group justify="flex-end">
            <Button variant="outline" onClick={onLogout}>
              {t('auth.logout')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  )
}
