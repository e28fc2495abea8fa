import { Badge, Group, Text } from '@mantine/core'
import { useSyncExternalStore } from 'react'
import { bloodTestsQuery, businessContactQuery, servicesQuery } from '../api'
import { useAdminResource } from '../hooks/use-admin-resource'
import { usePlatform } from '../platform/PlatformProvider'
import { useAdminSession } from '../stores/admin-session'

/** The status line of the admin header: who is signed in, catalogue counts, contact info, pending edits. */
export function AdminStatusLine() {
  const { editQueue, kind } = usePlatform()
  const user = useAdminSession((s) => s.user)
  const pending = useSyncExternalStore(editQueue.subscribe, editQueue.pendingCount)
  // The same cached reads the tabs use, so the counts follow every add and delete.
  const services = useAdminResource(servicesQuery, null)
  const bloodTests = useAdminResource(bloodTestsQuery, null)
  const contact = useAdminResource(businessContactQuery, null)
  const status = {
    services: services.data?.length ?? null,
    bloodTests: bloodTests.data?.length ?? null,
    contactLoaded: contact.data !== null,
  }

  return (
    <Group gap="md" wrap="wrap" role="status" aria-label="Admin status">
      <Text size="sm">
        Signed in as <strong>{user?.name}</strong> ({user?.email}){' '}
        <Badge variant="light" color="teal.9">
          {user?.role}
        </Badge>
      </Text>
      <Text size="sm">Services: {status.services ?? '…'}</Text>
      <Text size="sm">Blood tests: {status.bloodTests ?? '…'}</Text>
      <Text size="sm">Contact info: {status.contactLoaded ? 'loaded' : 'not loaded'}</Text>
      {kind === 'desktop' ? <Text size="sm">Pending edits: {pending}</Text> : null}
    </Group>
  )
}
