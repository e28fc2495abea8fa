import type { ServiceablePincode } from '@labsite/shared'
import { Button, Checkbox, FileButton, Group, Table, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { deletePincode, importPincodes, type PincodeImportResult, pincodesQuery } from '../../api'
import { showAdminToast } from '../../components/admin-toast'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { enterSaves } from '../../lib/enter-saves'
import { READABLE_DESCRIPTION } from '../../lib/readable-styles'
import { CalendarListSection, DeleteEntryButton } from './CalendarListSection'

const NO_PINCODES: ServiceablePincode[] = []

/** Where home collection is offered: paste codes or load a CSV (one a line, optional `,area`). */
export function PincodesSection() {
  const save = useAdminSave()
  const pincodes = useAdminResource(pincodesQuery, NO_PINCODES)
  const [text, setText] = useState('')
  const [replace, setReplace] = useState(false)
  const [busy, setBusy] = useState(false)
  const [lastImport, setLastImport] = useState<PincodeImportResult | null>(null)

  async function submit() {
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
      // The server parsed the text, so its list (not ours) is what is served now.
      onSaved: (result) => {
        setLastImport(result)
        void pincodes.reload()
      },
    })
    setBusy(false)
    if (saved) {
      setText('')
      setReplace(false)
    }
  }

  async function remove(code: string) {
    const drop = () => pincodes.setData((list) => list.filter((p) => p.pincode !== code))
    await save({
      ...deletePincode(code),
      successMessage: { title: 'PIN code removed', message: `No more home collection at ${code}.` },
      onSaved: drop,
      onQueued: drop,
    })
  }

  return (
    <CalendarListSection
      title="PIN codes for home collection"
      form={
        <>
          <form
            onKeyDownCapture={enterSaves}
            aria-label="Add PIN codes"
            onSubmit={(event) => {
              event.preventDefault()
              submit()
            }}
          >
            <Textarea
              label="PIN codes"
              description="One a line, optionally followed by a comma and the area, e.g. 560034,Koramangala"
              styles={READABLE_DESCRIPTION}
              autosize
              minRows={4}
              maxRows={12}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Group mt="sm" wrap="wrap">
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
              <Button type="submit" loading={busy} disabled={busy}>
                Import PIN codes
              </Button>
            </Group>
          </form>
          {lastImport ? (
            <Text mt="sm" role="status">
              {lastImport.imported} PIN codes read from the last import; {lastImport.total} served now.
            </Text>
          ) : null}
        </>
      }
      list={pincodes}
      what="PIN codes"
      emptyText="No PIN codes: home collection is offered nowhere yet."
      tableLabel="PIN codes"
      columns={['PIN code', 'Area', 'Actions']}
      rowCount={pincodes.data.length}
    >
      {pincodes.data.map((p) => (
        <Table.Tr key={p.pincode}>
          <Table.Td>{p.pincode}</Table.Td>
          <Table.Td>{p.area}</Table.Td>
          <Table.Td>
            <DeleteEntryButton label={`Delete PIN code ${p.pincode}`} onClick={() => remove(p.pincode)} />
          </Table.Td>
        </Table.Tr>
      ))}
    </CalendarListSection>
  )
}
