import './mantine-admin-styles'
import { Button, Center, Container, Group, Loader, Tabs, Title, VisuallyHidden } from '@mantine/core'
import { Suspense } from 'react'
import { Navigate, useNavigate, useParams } from 'react-router-dom'
import classes from './AdminApp.module.css'
import { endStaffSession, meQuery, SESSION_ENDED_MESSAGE, useAdminClient } from './api'
import { AdminLoginForm } from './components/AdminLoginForm'
import { AdminStatusLine } from './components/AdminStatusLine'
import { ConflictDialogHost } from './components/ConflictDialog'
import { useAdminResource } from './hooks/use-admin-resource'
import { useLiveUpdates } from './live/use-live-updates'
import { useAdminSession } from './stores/admin-session'
import { ADMIN_TABS, DEFAULT_TAB_ID } from './tabs/registry'

const RANK = { staff: 1, admin: 2 } as const

/**
 * The admin panel: the login form until a staff or admin signs in, then the status line, the
 * 'Admin Panel' title, Logout and the tabs. The open tab is the URL segment (/admin/services, …).
 */
export function AdminApp({ basePath = '/admin' }: { basePath?: string }) {
  const token = useAdminSession((s) => s.token)
  const user = useAdminSession((s) => s.user)
  const signOut = useAdminSession((s) => s.signOut)
  const client = useAdminClient()
  const navigate = useNavigate()
  const { tab } = useParams()

  // A revoked or expired token ends the session with a message (the admin client signs out on 401).
  useAdminResource(meQuery(token), null, { enabled: Boolean(token) })
  useLiveUpdates()

  if (!token || !user) return <AdminLoginForm />

  const visible = ADMIN_TABS.filter((t) => user.role !== 'visitor' && RANK[user.role] >= RANK[t.minRole])
  const current = visible.find((t) => t.id === tab)
  if (!current) return <Navigate to={`${basePath}/${DEFAULT_TAB_ID}`} replace />

  return (
    <Container size="xl" py="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={1}>Admin Panel</Title>
        <Group gap="xs">
          <Button
            variant="subtle"
            color="red"
            onClick={() => endStaffSession(client, 'everywhere').then(() => signOut())}
          >
            Log out everywhere
          </Button>
          <Button
            variant="outline"
            color="red"
            onClick={() => endStaffSession(client, 'this').then(() => signOut())}
          >
            Logout
          </Button>
        </Group>
      </Group>
      <AdminStatusLine />
      <Tabs
        value={current.id}
        onChange={(value) => value && navigate(`${basePath}/${value}`)}
        keepMounted={false}
        mt="md"
        classNames={{ list: classes.tabList }}
      >
        <Tabs.List>
          {visible.map((t) => (
            <Tabs.Tab key={t.id} value={t.id}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={current.id} pt="md">
          {/* Each tab's cards and sections use h3 and below; the tab itself is the h2 of the outline. */}
          <VisuallyHidden component="h2">{current.label}</VisuallyHidden>
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label="Loading tab" />
              </Center>
            }
          >
            <current.Component />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
      <ConflictDialogHost />
    </Container>
  )
}

export { SESSION_ENDED_MESSAGE }
export default AdminApp
