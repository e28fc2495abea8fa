import type { Service, ServiceFields } from '@labsite/shared'
import { services } from '../../api'
import { CatalogueListTab } from '../../components/CatalogueListTab'
import type { ListViewOptions } from '../../hooks/use-list-view'
import { ServiceCard } from './ServiceCard'
import { ServiceFormModal } from './ServiceFormModal'

/** As the server sorts: by amount, a service on request last. */
const priceAmount = (amount: number | null) => amount ?? Infinity

const LIST_VIEW: ListViewOptions<Service> = {
  searchText: (s) => `${s.title} ${s.category} ${s.description}`,
  categoryOf: (s) => s.category,
  sortValues: { title: (s) => s.title, price: (s) => priceAmount(s.amount), updatedAt: (s) => s.updatedAt },
}

/** A service kept locally while its queued write waits to sync (desktop offline). */
function localService(fields: ServiceFields, id: string, base?: Service): Service {
  const now = new Date().toISOString()
  return { ...(base ?? { _id: id, id, version: 1, createdAt: now }), ...fields, updatedAt: now } as Service
}

/**
 * Services tab: search, category filter, sort and pages over the card grid; add, edit,
 * delete, bulk actions and drag-to-reorder for admins, read-only for staff.
 */
export default function ServicesTab() {
  return (
    <CatalogueListTab<Service>
      noun="service"
      plural="services"
      addLabel="Add New Service"
      collection={services}
      nameOf={(s) => s.title}
      listView={LIST_VIEW}
      layout="grid"
      renderCard={(service, leading, actions) => (
        <ServiceCard service={service} leading={leading} {...actions} />
      )}
      // The service form answers differently: an add answers the whole list, an update re-fetches it.
      renderForm={({ opened, record: service, onClose }, { records, reveal }) => (
        <ServiceFormModal
          opened={opened}
          service={service}
          onClose={onClose}
          onCreated={(list) => {
            const added = list.find((s) => !records.data.some((known) => known._id === s._id))
            records.setData(list)
            if (added) reveal(added._id)
          }}
          onUpdated={() => {
            records.reload()
            if (service) reveal(service._id)
          }}
          onQueued={(fields, id) => {
            records.setData((list) => {
              const existing = list.find((s) => s._id === id)
              return existing
                ? list.map((s) => (s._id === id ? localService(fields, id, s) : s))
                : [...list, localService(fields, id)]
            })
            reveal(id)
          }}
        />
      )}
    />
  )
}
