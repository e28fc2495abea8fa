import { Button, Checkbox, FileButton, Group, Textarea } from '@mantine/core'
import { importPincodes, type PincodeImportResult } from '../../api'
import { AdminFormModal } from '../../components/AdminFormModal'
import { useAddForm } from '../../hooks/use-admin-form'
import { READABLE_DESCRIPTION } from '../../lib/readable-styles'

export interface PincodeImportFormProps {
  opened: boolean
  onClose: () => void
  /** The server's count of what it read; it parsed the text, so its list (reloaded) is what is served. */
  onImported: (result: PincodeImportResult) => void
}

const NOTHING_PASTED = { text: '', replace: false }

/**
 * 'Add PIN codes': codes pasted or loaded from a CSV (one a line, optional `,area`), added to the list
 * or, with 'Replace all', replacing it.
 */
export function PincodeImportForm({ opened, onClose, onImported }: PincodeImportFormProps) {
  const dialog = useAddForm(opened, NOTHING_PASTED)
  const { form } = dialog

  async function submit({ text, replace }: typeof NOTHING_PASTED) {
    if (!text.trim()) {
      form.setFieldError('text', 'Paste PIN codes or load a CSV file first.')
      return
    }
    const saved = await dialog.send<PincodeImportResult>({
      ...importPincodes(text, replace, dialog.idempotencyKey),
      successMessage: {
        title: replace ? 'PIN code list replaced' : 'PIN codes added',
        message: 'The list below shows the codes now served.',
      },
      onSaved: onImported,
    })
    if (saved) onClose()
  }

  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title="Add PIN codes"
      onSubmit={form.onSubmit(submit)}
      busy={dialog.busy}
      submitLabel="Import PIN codes"
    >
      <Textarea
        label="PIN codes"
        description="One a line, optionally followed by a comma and the area, e.g. 560034,Koramangala"
        styles={READABLE_DESCRIPTION}
        data-autofocus
        autosize
        minRows={4}
        maxRows={12}
        {...form.getInputProps('text')}
      />
      <Group wrap="wrap">
        <FileButton
          accept=".csv,text/csv,text/plain"
          onChange={async (file) => file && form.setFieldValue('text', await file.text())}
        >
          {(props) => (
            <Button variant="default" {...props}>
              Load a CSV file
            </Button>
          )}
        </FileButton>
        <Checkbox
          label="Replace all (remove every code not in this list)"
          {...form.getInputProps('replace', { type: 'checkbox' })}
        />
      </Group>
    </AdminFormModal>
  )
}
