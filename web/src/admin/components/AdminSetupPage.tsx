import { type AdminSetupBody, PASSWORD_MIN } from '@labsite/shared'
import {
  Alert,
  Anchor,
  Button,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { type ReactNode, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { ApiError } from '../../lib/api-client'
import { adminSetupQuery, setUpFirstAdmin, useAdminClient } from '../api'
import { useAdminResource } from '../hooks/use-admin-resource'
import { useAdminSession } from '../stores/admin-session'
import { showAdminToast } from './admin-toast'

type SetupValues = Omit<AdminSetupBody, 'token'>

/**
 * The first administrator of a new install, from the link the server printed at start (its token is
 * the URL's fragment). Once an administrator exists the page only points to the login.
 */
export function AdminSetupPage({ basePath = '/admin' }: { basePath?: string }) {
  const client = useAdminClient()
  const signIn = useAdminSession((s) => s.signIn)
  const navigate = useNavigate()
  const token = useLocation().hash.replace(/^#/, '')
  const state = useAdminResource(adminSetupQuery, null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useForm<SetupValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', password: '' },
    validate: {
      name: (value) => (value.trim() ? null : 'Enter your name'),
      email: (value) =>
        /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : 'Enter a valid e-mail address',
      password: (value) =>
        value.length >= PASSWORD_MIN ? null : `The password needs at least ${PASSWORD_MIN} characters`,
    },
  })

  async function submit(values: SetupValues) {
    setBusy(true)
    setFailure(null)
    try {
      const answer = await setUpFirstAdmin(client, { ...values, email: values.email.trim(), token })
      signIn(answer.token, answer.user)
      showAdminToast({
        title: 'Administrator created',
        message: `Signed in as ${answer.user.email}.`,
        color: 'teal',
      })
      navigate(basePath, { replace: true })
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'The account could not be created.',
      )
    } finally {
      setBusy(false)
    }
  }

  let content: ReactNode
  if (state.status === 'loading') content = <Loader aria-label="Checking the setup link" />
  else if (state.data?.open === false)
    content = (
      <Alert color="blue" title="Already set up">
        An administrator already exists.{' '}
        <Anchor component={Link} to={basePath}>
          Sign in to the admin panel
        </Anchor>
        .
      </Alert>
    )
  else if (!token)
    content = (
      <Alert color="yellow" title="Setup link needed">
        Open the setup link the server printed when it started; it ends with a long code after “#”.
      </Alert>
    )
  else
    content = (
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Text size="sm">Create the first administrator of this site. This link works only once.</Text>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput label="Your name" required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="username"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description={`At least ${PASSWORD_MIN} characters`}
            required
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={busy} disabled={busy}>
            Create administrator
          </Button>
        </Stack>
      </form>
    )

  return (
    <Paper withBorder p="xl" maw={460} mx="auto" my="xl" radius="md">
      <Stack>
        <Title order={1} size="h2">
          Set up the admin panel
        </Title>
        {content}
      </Stack>
    </Paper>
  )
}

export default AdminSetupPage
