import type { AuthAnswer, PublicConfig } from '@labsite/shared'
import { Alert, Button, Code, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import ky from 'ky'
import { type FormEvent, useEffect, useState } from 'react'
import { usePlatform } from '../platform/PlatformProvider'
import { useAdminSession } from '../stores/admin-session'
import { showAdminToast } from './admin-toast'

/** 'Admin Login' of spec §2 with the toasts of §8; the demo credentials hint only in demo mode. */
export function AdminLoginForm() {
  const { apiBaseUrl } = usePlatform()
  const signIn = useAdminSession((s) => s.signIn)
  const endedReason = useAdminSession((s) => s.endedReason)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [config, setConfig] = useState<PublicConfig | null>(null)

  useEffect(() => {
    ky.get(`${apiBaseUrl}/config`)
      .json<PublicConfig>()
      .then(setConfig)
      .catch(() => setConfig(null))
  }, [apiBaseUrl])

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      const answer = await ky
        .post(`${apiBaseUrl}/admin/login`, { json: { email, password }, retry: 0 })
        .json<AuthAnswer>()
      signIn(answer.token, answer.user)
      showAdminToast({ title: 'Login successful', message: 'Welcome to admin panel.', color: 'teal' })
    } catch {
      showAdminToast({ title: 'Login failed', message: 'Invalid username or password.', color: 'red' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper withBorder p="xl" maw={420} mx="auto" my="xl" radius="md">
      <form onSubmit={submit}>
        <Stack>
          <Title order={1} size="h2">
            Admin Login
          </Title>
          {endedReason ? <Alert color="yellow">{endedReason}</Alert> : null}
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={busy} disabled={busy}>
            Login
          </Button>
          {config?.demoAdmin ? (
            <Alert color="blue" title="Demo credentials">
              <Text size="sm">
                Email: <Code>{config.demoAdmin.email}</Code>
              </Text>
              <Text size="sm">
                Password: <Code>{config.demoAdmin.password}</Code>
              </Text>
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  )
}
