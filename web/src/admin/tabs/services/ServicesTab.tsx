import type { Service, ServiceFields } from '@labsite/shared'
import { Button, Group, SimpleGrid, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { deleteService, servicesQuery } from '../../api'
import { ConfirmDelete } from '../../components/ConfirmDelete'
import { LoadState } from '../../components/LoadState'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useCanEdit } from '../../hooks/use-can-edit'
import { ServiceCard } from './ServiceCard'
import { ServiceFormModal } from './ServiceFormModal'

const NO_SERVICES: Service[] = []

/** A service kept locally while its queued write waits to sync (desktop offline). */
function localService(fields: ServiceFields, id: string, base?: Service): Service {
  const now = new Date().toISOString()
  return { ...(base ?? { _id: id, id, version: 1, createdAt: now }), ...fields, updatedAt: now } as Service
}

/** Services tab (spec §2): the card grid with add, edit and delete for admins, read-only for staff. */
export default function ServicesTab() {
  const canEdit = useCanEdit()
  const save = useAdminSave()
  const services = useAdminResource(servicesQuery, NO_SERVICES)
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
      <LoadState status={services.status} error={services.error} what="services" onRetry={services.reload}>
        {services.data.length === 0 ? <Text>No services yet.</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {services.data.map((service) => (
            <ServiceCard
              key={service._id}
              service={service}
              onEdit={canEdit ? () => setForm({ opened: true, service }) : undefined}
              onDelete={canEdit ? () => setDeleting(service) : undefined}
            />
          ))}
        </SimpleGrid>
      </LoadState>
      {canEdit ? (
        <>
          <ServiceFormModal
            opened={form.opened}
            service={form.service}
            onClose={() => setForm((f) => ({ ...f, opened: false }))}
            onCreated={services.setData}
            onUpdated={services.reload}
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
