import { Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import type { DesktopBridge, DesktopSettings } from '../../shared/ipc-contract'
import { callMain } from '../bridge'

/**
 * First-run screen (and "Change server"): the address of the lab's server. Main validates and keeps
 * it; its message (not an http(s) address, edits still waiting …) shows on the field.
 */
export function ServerSetup({
  bridge,
  current,
  onSaved,
  onCancel,
}: {
  bridge: DesktopBridge
  current: string | null
  onSaved: (settings: DesktopSettings) => void
  onCancel?: () => void
}) {
  const form = useForm({ mode: 'controlled', initialValues: { serverUrl: current ?? '' } })
  const [busy, setBusy] = useState(false)

  async function submit({ serverUrl }: { serverUrl: string }) {
    setBusy(true)
    form.clearErrors()
    try {
      onSaved(await callMain(bridge, 'settings:set-server-url', { serverUrl }))
    } catch (failure) {
      // Main's reason (not an http(s) address, edits still waiting …) shows on the field.
      form.setFieldError('serverUrl', failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Container size={520} py="xl" component="main">
      <Paper withBorder p="xl" radius="md">
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            <Title order={1} size="h2">
              Connect to your lab server
            </Title>
            <Text>
              Enter the address of your lab&apos;s website, where the admin panel runs. While the server
              cannot be reached, your edits are kept on this computer and sent when it is back.
            </Text>
            <TextInput
              label="Server address"
              placeholder="https://lab.example.com"
              required
              data-autofocus
              {...form.getInputProps('serverUrl')}
            />
            <Group>
              <Button type="submit" loading={busy} disabled={busy}>
                Save and continue
              </Button>
              {onCancel ? (
                <Button variant="default" onClick={onCancel} disabled={busy}>
                  Cancel
                </Button>
              ) : null}
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  )
}
