import { type Service, ServiceCreate, type ServiceCreated, type ServiceFields } from '@labsite/shared'
import { Alert, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { createService, updateService } from '../../api'
import { AdminFormModal } from '../../components/AdminFormModal'
import { ImageField } from '../../components/ImageField'
import { ListField } from '../../components/ListField'
import { LocalizedFormFields } from '../../components/LocalizedFormFields'
import { PreparationField } from '../../components/PreparationField'
import { useAdminForm } from '../../hooks/use-admin-form'
import { useAdminSave } from '../../hooks/use-admin-save'
import { schemaField } from '../../lib/schema-field'
import { ServiceFigureFields } from './ServiceFigureFields'
import {
  EMPTY_SERVICE_FORM,
  formValuesOf,
  type ServiceFormValues,
  serviceBodyOf,
} from './service-form-values'

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
  /** After an add: the server's whole list. */
  onCreated: (services: Service[]) => void
  /** After an update: the tab re-fetches the list. */
  onUpdated: () => void
  /** The desktop queued the write: apply it locally until it syncs. */
  onQueued: (fields: ServiceFields, id: string) => void
}

/** 'Add New Service' / 'Edit Service': one form for both, with every Service field. */
export function ServiceFormModal({
  opened,
  service,
  onClose,
  onCreated,
  onUpdated,
  onQueued,
}: ServiceFormModalProps) {
  const save = useAdminSave()
  const dialog = useAdminForm(opened, service, formValuesOf, EMPTY_SERVICE_FORM)
  const { form, idempotencyKey } = dialog
  const values = form.getValues()

  async function submit(formValues: ServiceFormValues) {
    const fields = serviceBodyOf(formValues)
    dialog.setBusy(true)
    const saved = service
      ? await save({
          ...updateService(service._id, fields, dialog.version, `Update service "${fields.title}"`),
          successMessage: { title: 'Service updated', message: `"${fields.title}" was saved.` },
          onSaved: onUpdated,
          onQueued: () => onQueued(fields, service._id),
          openedWith: service,
          onConflictReload: (current) =>
            dialog.loadTheirs(formValuesOf(current as Partial<Service>), current.version as number),
        })
      : await save<ServiceCreated>({
          ...createService(fields, idempotencyKey, `Add service "${fields.title}"`),
          successMessage: { title: 'Service added', message: `"${fields.title}" was added.` },
          onSaved: (data) => onCreated(data.services),
          onQueued: () => onQueued(fields, idempotencyKey),
        })
    dialog.setBusy(false)
    if (saved) onClose()
  }

  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title={service ? 'Edit Service' : 'Add New Service'}
      onSubmit={form.onSubmit(submit)}
      busy={dialog.busy}
      submitLabel={service ? 'Save Changes' : 'Add Service'}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Title" {...schemaField(form, ServiceCreate, 'title')} />
        <TextInput label="Category" {...schemaField(form, ServiceCreate, 'category')} />
      </SimpleGrid>
      <Textarea
        label="Short description"
        autosize
        minRows={2}
        {...schemaField(form, ServiceCreate, 'description')}
      />
      <Textarea
        label="Detailed description"
        autosize
        minRows={3}
        {...schemaField(form, ServiceCreate, 'detailedDescription')}
      />
      {service?.unparsedPrice && values.amount === '' ? (
        <Alert color="orange" title="Price on request until you set one">
          The price text “{service.unparsedPrice}” held no amount a booking can be charged, so this service is
          shown as price on request. Enter its price below, or leave it empty to keep it on request.
        </Alert>
      ) : null}
      <ServiceFigureFields form={form} />
      <ImageField
        label="Image"
        value={values.image}
        onChange={(url) => form.setFieldValue('image', url)}
        onPickFromLibrary={(item) => item.alt && form.setFieldValue('imageAlt', item.alt)}
      />
      <TextInput label="Image alt text" {...schemaField(form, ServiceCreate, 'imageAlt')} />
      {LIST_FIELDS.map(({ key, label, addLabel, placeholder }) => (
        <ListField
          key={key}
          label={label}
          values={values[key]}
          onChange={(list) => form.setFieldValue(key, list)}
          addLabel={addLabel}
          placeholder={placeholder}
        />
      ))}
      <PreparationField form={form} />
      <LocalizedFormFields
        form={form}
        resource="service"
        labels={{
          title: 'Title',
          description: 'Description',
          detailedDescription: 'Detailed description',
          imageAlt: 'Image alt text',
          features: 'Features',
          requirements: 'Requirements',
          preparation: 'Preparation',
        }}
      />
    </AdminFormModal>
  )
}
