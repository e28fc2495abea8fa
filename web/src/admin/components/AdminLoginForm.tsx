import type { LoginBody } from '@labsite/shared'
import { Alert, Button, Code, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { adminLogin, publicConfigQuery, useAdminClient } from '../api'
import { useAdminResource } from '../hooks/use-admin-resource'
import { useAdminSession } from '../stores/admin-session'
import { hideAdminToast, showAdminToast } from './admin-toast'

/** The failure toast's name: a later successful login takes it away. */
const LOGIN_FAILED_TOAST = 'admin-login-failed'

/** 'Admin Login' with its toasts; the demo credentials hint only in demo mode. */
export function AdminLoginForm() {
  const client = useAdminClient()
  const signIn = useAdminSession((s) => s.signIn)
  const endedReason = useAdminSession((s) => s.endedReason)
  const form = useForm<LoginBody>({ mode: 'controlled', initialValues: { email: '', password: '' } })
  const [busy, setBusy] = useState(false)
  const { data: config } = useAdminResource(publicConfigQuery, null)

  async function submit(values: LoginBody) {
    setBusy(true)
    try {
      const answer = await adminLogin(client, values)
      signIn(answer.token, answer.user)
      hideAdminToast(LOGIN_FAILED_TOAST)
      showAdminToast({ title: 'Login successful', message: 'Welcome to admin panel.', color: 'teal' })
    } catch {
      hideAdminToast(LOGIN_FAILED_TOAST)
      showAdminToast({
        id: LOGIN_FAILED_TOAST,
        title: 'Login failed',
        message: 'Invalid username or password.',
        color: 'red',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper withBorder p="xl" maw={420} mx="auto" my="xl" radius="md">
      <form onSubmit={form.onSubmit(submit)}>
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
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            required
            autoComplete="current-password"
            {...form.getInputProps('password')}
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
