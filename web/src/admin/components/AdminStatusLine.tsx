import type { BloodTest, ContactInfo, Service } from '@labsite/shared'
import { Badge, Group, Text } from '@mantine/core'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useAdminApi } from '../api/use-admin-api'
import { usePlatform } from '../platform/PlatformProvider'
import { useAdminSession } from '../stores/admin-session'

interface Status {
  services: number | null
  bloodTests: number | null
  contactLoaded: boolean
}

/** The status line of spec §2's admin header: who is signed in, catalogue counts, contact info, pending edits. */
export function AdminStatusLine() {
  const api = useAdminApi()
  const { editQueue, kind } = usePlatform()
  const user = useAdminSession((s) => s.user)
  const pending = useSyncExternalStore(editQueue.subscribe, editQueue.pendingCount)
  const [status, setStatus] = useState<Status>({ services: null, bloodTests: null, contactLoaded: false })

  useEffect(() => {
    let alive = true
    Promise.allSettled([
      api.get<Service[]>('service'),
      api.get<BloodTest[]>('blood-tests'),
      api.get<ContactInfo>('business-contact'),
    ]).then(([services, bloodTests, contact]) => {
      if (!alive) return
      setStatus({
        services: services.status === 'fulfilled' ? services.value.length : null,
        bloodTests: bloodTests.status === 'fulfilled' ? bloodTests.value.length : null,
        contactLoaded: contact.status === 'fulfilled',
      })
    })
    return () => {
      alive = false
    }
  }, [api])

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
