import type { ServiceablePincode } from '@labsite/shared'
import { Text } from '@mantine/core'
import { useState } from 'react'
import { type PincodeImportResult, serviceablePincodes } from '../../api'
import { CatalogueListTab } from '../../components/CatalogueListTab'
import { RecordCardActions } from '../../components/RecordCardActions'
import type { ListViewOptions } from '../../hooks/use-list-view'
import { CalendarEntryCard } from './CalendarEntryCard'
import { PincodeImportForm } from './PincodeImportForm'

const codeOf = (served: ServiceablePincode) => served.pincode
const REMOVAL = {
  what: (served: ServiceablePincode) => `PIN code ${served.pincode}`,
  saved: (served: ServiceablePincode) => ({
    title: 'PIN code removed',
    message: `No more home collection at ${served.pincode}.`,
  }),
}

/** Where home collection is offered: paste codes or load a CSV (one a line, optional `,area`). */
export function PincodesSection() {
  const [listView] = useState<ListViewOptions<ServiceablePincode>>(() => ({
    searchText: (served) => `${served.pincode} ${served.area}`,
  }))
  const [lastImport, setLastImport] = useState<PincodeImportResult | null>(null)
  return (
    <CatalogueListTab<ServiceablePincode>
      title="PIN codes for home collection"
      noun="PIN code"
      plural="PIN codes"
      addLabel="Add PIN codes"
      intro={
        lastImport ? (
          <span role="status">
            {lastImport.imported} PIN codes read from the last import; {lastImport.total} served now.
          </span>
        ) : undefined
      }
      emptyText="No PIN codes: home collection is offered nowhere yet."
      collection={serviceablePincodes}
      nameOf={codeOf}
      idOf={codeOf}
      removal={REMOVAL}
      listView={listView}
      staffEdit
      layout="list"
      renderCard={(served, _leading, actions) => (
        <CalendarEntryCard
          actions={<RecordCardActions name={`PIN code ${served.pincode}`} onDelete={actions.onDelete} />}
        >
          <Text fw={600}>{served.pincode}</Text>
          {served.area ? <Text size="sm">{served.area}</Text> : null}
        </CalendarEntryCard>
      )}
      renderForm={({ opened, onClose }, list) => (
        <PincodeImportForm
          opened={opened}
          onClose={onClose}
          onImported={(result) => {
            setLastImport(result)
            void list.records.reload()
          }}
        />
      )}
    />
  )
}
