import { Button, Checkbox, FileButton, Group, Textarea } from '@mantine/core'
import { type FormEvent, useEffect, useState } from 'react'
import { importPincodes, type PincodeImportResult } from '../../api'
import { AdminFormModal } from '../../components/AdminFormModal'
import { showAdminToast } from '../../components/admin-toast'
import { useAdminSave } from '../../hooks/use-admin-save'
import { READABLE_DESCRIPTION } from '../../lib/readable-styles'

export interface PincodeImportFormProps {
  opened: boolean
  onClose: () => void
  /** The server's count of what it read; it parsed the text, so its list (reloaded) is what is served. */
  onImported: (result: PincodeImportResult) => void
}

/**
 * 'Add PIN codes': codes pasted or loaded from a CSV (one a line, optional `,area`), added to the list
 * or, with 'Replace all', replacing it.
 */
export function PincodeImportForm({ opened, onClose, onImported }: PincodeImportFormProps) {
  const save = useAdminSave()
  const [text, setText] = useState('')
  const [replace, setReplace] = useState(false)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!opened) return
    setText('')
    setReplace(false)
  }, [opened])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!text.trim()) {
      showAdminToast({ title: 'Error', message: 'Paste PIN codes or load a CSV file first.', color: 'red' })
      return
    }
    setBusy(true)
    const saved = await save<PincodeImportResult>({
      ...importPincodes(text, replace),
      successMessage: {
        title: replace ? 'PIN code list replaced' : 'PIN codes added',
        message: 'The list below shows the codes now served.',
      },
      onSaved: onImported,
    })
    setBusy(false)
    if (saved) onClose()
  }

  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title="Add PIN codes"
      onSubmit={submit}
      busy={busy}
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
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group wrap="wrap">
        <FileButton
          accept=".csv,text/csv,text/plain"
          onChange={async (file) => file && setText(await file.text())}
        >
          {(props) => (
            <Button variant="default" {...props}>
              Load a CSV file
            </Button>
          )}
        </FileButton>
        <Checkbox
          label="Replace all (remove every code not in this list)"
          checked={replace}
          onChange={(event) => setReplace(event.currentTarget.checked)}
        />
      </Group>
    </AdminFormModal>
  )
}
