import { type GlobalSettings, GST_EXEMPTION_LINE, GSTIN_PATTERN } from '@labsite/shared'
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useEffect } from 'react'
import { updateGlobalSettings } from '../../api'
import { useDocumentForm } from '../../hooks/use-document-form'

type GstinFormProps = {
  settings: GlobalSettings
  version: number | undefined
  canEdit: boolean
  onSaved: (settings: GlobalSettings) => void
}

/** The part of the global settings this form saves. */
type Gstin = { gstin: string }

const GSTIN = new RegExp(GSTIN_PATTERN)
const toFormValues = (settings: Partial<GlobalSettings>): Gstin => ({ gstin: settings.gstin ?? '' })
const toDocument = ({ gstin }: Gstin): Gstin => ({ gstin: gstin.trim().toUpperCase() })

/**
 * The lab's GSTIN, printed on every invoice issued from now on; left empty, invoices carry the health
 * care exemption line instead. Invoices already issued keep what they were issued with.
 */
export function GstinForm({ settings, version, canEdit, onSaved }: GstinFormProps) {
  const stored = settings.gstin ?? ''
  const { form, busy, onSubmit, showDocument } = useDocumentForm<Gstin, Gstin>({
    initial: toFormValues(settings),
    version,
    update: updateGlobalSettings,
    label: ({ gstin }) => (gstin ? `Set the GSTIN to ${gstin}` : 'Remove the GSTIN'),
    successMessage: ({ gstin }) => ({
      title: 'GSTIN updated',
      message: gstin ? `Invoices now print GSTIN ${gstin}.` : 'Invoices now carry the exemption line.',
    }),
    toFormValues,
    toDocument,
    // The server answers the whole settings; queued offline, only the GSTIN is known to have changed.
    onSaved: (saved) => onSaved({ ...settings, ...saved }),
  })
  // A GSTIN stored by someone else, or a restored version, replaces the form's.
  useEffect(() => showDocument({ gstin: stored }), [stored, showDocument])
  const { gstin: typed } = toDocument(form.getValues())
  const problem = typed && !GSTIN.test(typed) ? 'A GSTIN has 15 characters, e.g. 29ABCDE1234F1Z5' : null

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="gstin-title">
      <form onSubmit={onSubmit}>
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
            disabled={!canEdit}
            {...form.getInputProps('gstin')}
            error={problem}
          />
          <Group>
            <Button type="submit" loading={busy} disabled={!canEdit || Boolean(problem) || typed === stored}>
              Save GSTIN
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
