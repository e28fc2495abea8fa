import {
  RATING_MAX,
  RATING_MIN,
  type Service,
  type ServiceCreated,
  type ServiceFields,
} from '@labsite/shared'
import { Checkbox, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { AdminFormModal } from '../../components/AdminFormModal'
import { ImageField } from '../../components/ImageField'
import { ListField } from '../../components/ListField'
import { useAdminForm } from '../../hooks/use-admin-form'
import { useAdminSave } from '../../hooks/use-admin-save'
import { EMPTY_SERVICE_FORM, formValuesOf, serviceBodyOf } from './service-form-values'

const LIST_FIELDS: {
  key: 'features' | 'requirements' | 'additionalImages'
  label: string
  addLabel: string
  placeholder: string
}[] = [
  { key: 'features', label: 'Feature', addLabel: 'Add feature', placeholder: 'e.g. Complete blood count' },
  {
    key: 'requirements',
    label: 'Requirement',
    addLabel: 'Add requirement',
    placeholder: 'e.g. 10 hours fasting',
  },
  {
    key: 'additionalImages',
    label: 'Additional image URL',
    addLabel: 'Add image URL',
    placeholder: 'https://…',
  },
]

export interface ServiceFormModalProps {
  opened: boolean
  /** The service being edited, or null to add a new one. */
  service: Service | null
  onClose: () => void
  /** After an add: the server's whole list (spec §4). */
  onCreated: (services: Service[]) => void
  /** After an update: the tab re-fetches the list (spec §4). */
  onUpdated: () => void
  /** The desktop queued the write: apply it locally until it syncs. */
  onQueued: (fields: ServiceFields, id: string) => void
}

/** 'Add New Service' / 'Edit Service': one form for both (spec §2), with every Service field. */
export function ServiceFormModal({
  opened,
  service,
  onClose,
  onCreated,
  onUpdated,
  onQueued,
}: ServiceFormModalProps) {
  const save = useAdminSave()
  const form = useAdminForm(opened, service, formValuesOf, EMPTY_SERVICE_FORM)
  const { values, set, idempotencyKey } = form

  async function submit(event: FormEvent) {
    event.preventDefault()
    const fields = serviceBodyOf(values)
    form.setBusy(true)
    const saved = service
      ? await save({
          write: {
            method: 'PUT',
            path: `service/${service._id}`,
            json: fields,
            ifMatch: form.version,
            label: `Update service "${fields.title}"`,
          },
          successMessage: { title: 'Service updated', message: `"${fields.title}" was saved.` },
          onSaved: onUpdated,
          onQueued: () => onQueued(fields, service._id),
          onConflictReload: (current) =>
            form.load(formValuesOf(current as Partial<Service>), current.version as number),
        })
      : await save<ServiceCreated>({
          write: {
            method: 'POST',
            path: 'service',
            json: fields,
            idempotencyKey,
            label: `Add service "${fields.title}"`,
          },
          successMessage: { title: 'Service added', message: `"${fields.title}" was added.` },
          onSaved: (data) => onCreated(data.services),
          onQueued: () => onQueued(fields, idempotencyKey),
        })
    form.setBusy(false)
    if (saved) onClose()
  }

  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title={service ? 'Edit Service' : 'Add New Service'}
      onSubmit={submit}
      busy={form.busy}
      submitLabel={service ? 'Save Changes' : 'Add Service'}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Title"
          required
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
        />
        <TextInput
          label="Category"
          required
          value={values.category}
          onChange={(e) => set('category', e.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        label="Short description"
        required
        autosize
        minRows={2}
        value={values.description}
        onChange={(e) => set('description', e.currentTarget.value)}
      />
      <Textarea
        label="Detailed description"
        autosize
        minRows={3}
        value={values.detailedDescription}
        onChange={(e) => set('detailedDescription', e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Price"
          required
          placeholder="₹999"
          value={values.price}
          onChange={(e) => set('price', e.currentTarget.value)}
        />
        <TextInput
          label="Duration"
          required
          placeholder="15 min"
          value={values.duration}
          onChange={(e) => set('duration', e.currentTarget.value)}
        />
        <NumberInput
          label="Tests included"
          min={0}
          allowDecimal={false}
          value={values.testsCount}
          onChange={(value) => set('testsCount', value)}
        />
        <NumberInput
          label="Rating"
          required
          min={RATING_MIN}
          max={RATING_MAX}
          step={0.1}
          decimalScale={1}
          value={values.rating}
          onChange={(value) => set('rating', value)}
        />
        <NumberInput
          label="Patients"
          required
          min={0}
          allowDecimal={false}
          value={values.patients}
          onChange={(value) => set('patients', value)}
        />
        <Checkbox
          label="Popular"
          mt={{ sm: 'xl' }}
          checked={values.isPopular}
          onChange={(e) => set('isPopular', e.currentTarget.checked)}
        />
      </SimpleGrid>
      <ImageField label="Image" value={values.image} onChange={(url) => set('image', url)} />
      <TextInput
        label="Image alt text"
        required
        value={values.imageAlt}
        onChange={(e) => set('imageAlt', e.currentTarget.value)}
      />
      {LIST_FIELDS.map(({ key, label, addLabel, placeholder }) => (
        <ListField
          key={key}
          label={label}
          values={values[key]}
          onChange={(list) => set(key, list)}
          addLabel={addLabel}
          placeholder={placeholder}
        />
      ))}
    </AdminFormModal>
  )
}
