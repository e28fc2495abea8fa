import type { Service, ServiceFields } from '@labsite/shared'
import { Button, Group, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { bulkWriteServices, deleteService, reorderServices, servicesQuery } from '../../api'
import { ArrangedList } from '../../components/ArrangedList'
import { BulkBar } from '../../components/BulkBar'
import { ConfirmDelete } from '../../components/ConfirmDelete'
import { ListPager, ListToolbar } from '../../components/ListToolbar'
import { LoadState } from '../../components/LoadState'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useArrangedWrites } from '../../hooks/use-arranged-writes'
import { useCanEdit } from '../../hooks/use-can-edit'
import { type ListViewOptions, useListView } from '../../hooks/use-list-view'
import { useSelection } from '../../hooks/use-selection'
import { ServiceCard } from './ServiceCard'
import { ServiceFormModal } from './ServiceFormModal'

const NO_SERVICES: Service[] = []

/** The first number of a display price ("₹1,799" → 1799), as the server sorts it. */
const priceAmount = (price: string) =>
  Number(/[0-9]+(?:[.][0-9]+)?/.exec(price.replaceAll(',', ''))?.[0] ?? Infinity)

const LIST_VIEW: ListViewOptions<Service> = {
  searchText: (s) => `${s.title} ${s.category} ${s.description}`,
  categoryOf: (s) => s.category,
  sortValues: { title: (s) => s.title, price: (s) => priceAmount(s.price), updatedAt: (s) => s.updatedAt },
}

/** A service kept locally while its queued write waits to sync (desktop offline). */
function localService(fields: ServiceFields, id: string, base?: Service): Service {
  const now = new Date().toISOString()
  return { ...(base ?? { _id: id, id, version: 1, createdAt: now }), ...fields, updatedAt: now } as Service
}

/**
 * Services tab (spec §2): search, category filter, sort and pages over the card grid; add, edit,
 * delete, bulk actions and drag-to-reorder for admins, read-only for staff.
 */
export default function ServicesTab() {
  const canEdit = useCanEdit()
  const save = useAdminSave()
  const services = useAdminResource(servicesQuery, NO_SERVICES)
  const view = useListView(services.data, LIST_VIEW)
  const selection = useSelection(services.data.map((s) => s._id))
  const writes = useArrangedWrites({
    records: services.data,
    setRecords: services.setData,
    reload: services.reload,
    selection,
    noun: 'service',
    plural: 'services',
    reorder: reorderServices,
    bulkWrite: bulkWriteServices,
  })
  const [form, setForm] = useState<{ opened: boolean; service: Service | null }>({
    opened: false,
    service: null,
  })
  const [deleting, setDeleting] = useState<Service | null>(null)

  function applyQueued(fields: ServiceFields, id: string) {
    services.setData((list) => {
      const existing = list.find((s) => s._id === id)
      return existing
        ? list.map((s) => (s._id === id ? localService(fields, id, s) : s))
        : [...list, localService(fields, id)]
    })
    view.reveal(id)
  }

  async function remove(service: Service) {
    const dropLocally = () => services.setData((list) => list.filter((s) => s._id !== service._id))
    await save({
      ...deleteService(service, `Delete service "${service.title}"`),
      successMessage: { title: 'Service deleted', message: `"${service.title}" was deleted.` },
      onSaved: dropLocally,
      onQueued: dropLocally,
      onConflictReload: () => services.reload(),
    })
  }

  return (
    <section aria-label="Services">
      {canEdit ? null : <ReadOnlyNote />}
      <Group justify="space-between" mb="md">
        <Text size="sm">{services.data.length} services</Text>
        {canEdit ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setForm({ opened: true, service: null })}
          >
            Add New Service
          </Button>
        ) : null}
      </Group>
      <ListToolbar view={view} plural="services" sorts={['title', 'price', 'updatedAt']} />
      <LoadState status={services.status} error={services.error} what="services" onRetry={services.reload}>
        {services.data.length === 0 ? <Text>No services yet.</Text> : null}
        {canEdit && services.data.length > 0 ? (
          <BulkBar
            selection={selection}
            pageIds={view.visible.map((s) => s._id)}
            noun="service"
            plural="services"
            categories={view.categories}
            onAction={writes.bulk}
          />
        ) : null}
        <ArrangedList
          label="Services"
          layout="grid"
          records={services.data}
          view={view}
          nameOf={(s) => s.title}
          editing={canEdit ? { selection, onMove: writes.move } : undefined}
          renderCard={(service, leading) => (
            <ServiceCard
              service={service}
              leading={leading}
              onEdit={canEdit ? () => setForm({ opened: true, service }) : undefined}
              onDelete={canEdit ? () => setDeleting(service) : undefined}
            />
          )}
        />
        <ListPager view={view} plural="services" />
      </LoadState>
      {canEdit ? (
        <>
          <ServiceFormModal
            opened={form.opened}
            service={form.service}
            onClose={() => setForm((f) => ({ ...f, opened: false }))}
            onCreated={(list) => {
              const added = list.find((s) => !services.data.some((known) => known._id === s._id))
              services.setData(list)
              if (added) view.reveal(added._id)
            }}
            onUpdated={() => {
              services.reload()
              if (form.service) view.reveal(form.service._id)
            }}
            onQueued={applyQueued}
          />
          <ConfirmDelete
            opened={deleting !== null}
            onClose={() => setDeleting(null)}
            what={`service "${deleting?.title ?? ''}"`}
            onConfirm={() => deleting && remove(deleting)}
          />
        </>
      ) : null}
    </section>
  )
}
