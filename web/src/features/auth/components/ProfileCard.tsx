import { formatPhone, initialsOf } from '@labsite/shared'
import {
  Avatar,
  Box,
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
import type { LogoutScope } from '../api/logout'
import type { SessionUser } from '../stores/session-store'
import '../../../i18n/locales/en-account'

type ProfileCardProps = {
  user: SessionUser
  /** 'this' session, or every session of the account ('everywhere'). */
  onLogout: (scope: LogoutScope) => void
  /** More of the visitor's own things below the details (the route adds "My bookings"). */
  children?: ReactNode
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  )
}

/**
 * The visitor's profile. The avatar is drawn here from the initials: no visitor name is sent to an
 * outside avatar service.
 */
export function ProfileCard({ user, onLogout, children }: ProfileCardProps) {
  const { t } = useTranslation()
  return (
    <Container size="sm" py={48}>
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
        <Stack gap="lg">
          <Group gap="lg" wrap="nowrap">
            <Avatar size={88} radius={88} color="teal" variant="filled" aria-hidden="true">
              {initialsOf(user.name)}
            </Avatar>
            {/* min-width 0 and breaking anywhere: a long name or e-mail wraps instead of widening a phone's page. */}
            <Box miw={0}>
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {user.name}
              </Title>
              <Text c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </Box>
          </Group>
          <Divider />
          <Title order={2} size="h4">
            {t('auth.personalInformation')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field label={t('auth.fullName')} value={user.name} />
            <Field label={t('auth.emailAddress')} value={user.email} />
            {user.phone ? <Field label={t('auth.phoneNumber')} value={formatPhone(user.phone)} /> : null}
          </SimpleGrid>
          {children ? (
            <>
              <Divider />
              {children}
            </>
          ) : null}
          <Group justify="flex-end">
            <Button variant="subtle" color="red" onClick={() => onLogout('everywhere')}>
              {t('auth.logoutEverywhere')}
            </Button>
            <Button variant="outline" onClick={() => onLogout('this')}>
              {t('auth.logout')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  )
}
