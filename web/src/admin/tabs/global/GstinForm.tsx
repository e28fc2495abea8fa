import { type GlobalSettings, GST_EXEMPTION_LINE, GSTIN_PATTERN } from '@labsite/shared'
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { updateGlobalSettings } from '../../api'
import { useAdminSave } from '../../hooks/use-admin-save'

type GstinFormProps = {
  settings: GlobalSettings
  version: number | undefined
  canEdit: boolean
  onSaved: (settings: GlobalSettings) => void
}

const GSTIN = new RegExp(GSTIN_PATTERN)

/**
 * The lab's GSTIN, printed on every invoice issued from now on; left empty, invoices carry the health
 * care exemption line instead. Invoices already issued keep what they were issued with.
 */
export function GstinForm({ settings, version, canEdit, onSaved }: GstinFormProps) {
  const save = useAdminSave()
  const stored = settings.gstin ?? ''
  const [gstin, setGstin] = useState(stored)
  const [busy, setBusy] = useState(false)
  useEffect(() => setGstin(settings.gstin ?? ''), [settings.gstin])
  const typed = gstin.trim().toUpperCase()
  const problem = typed && !GSTIN.test(typed) ? 'A GSTIN has 15 characters, e.g. 29ABCDE1234F1Z5' : null

  async function submit() {
    setBusy(true)
    await save<GlobalSettings>({
      ...updateGlobalSettings(
        { gstin: typed },
        version,
        typed ? `Set the GSTIN to ${typed}` : 'Remove the GSTIN',
      ),
      successMessage: {
        title: 'GSTIN updated',
        message: typed ? `Invoices now print GSTIN ${typed}.` : 'Invoices now carry the exemption line.',
      },
      onSaved,
      onQueued: () => onSaved({ ...settings, gstin: typed }),
    })
    setBusy(false)
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="gstin-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="gstin-title">
          GST registration
        </Title>
        <Text size="sm" c="dimmed">
          Printed on invoices. Without one, invoices say: {GST_EXEMPTION_LINE}.
        </Text>
        <TextInput
          label="GSTIN"
          placeholder="29ABCDE1234F1Z5"
          maxLength={15}
          value={gstin}
          disabled={!canEdit}
          error={problem}
          onChange={(e) => setGstin(e.currentTarget.value)}
        />
        <Group>
          <Button onClick={submit} loading={busy} disabled={!canEdit || Boolean(problem) || typed === stored}>
            Save GSTIN
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
