import type { BusinessContact } from '@labsite/shared'
import { Paper, Textarea, TextInput, Title } from '@mantine/core'
import { businessContactQuery, updateBusinessContact } from '../../api'
import { DocumentForm } from '../../components/DocumentForm'
import { ListField, withoutEmptyEntries } from '../../components/ListField'
import { LoadState } from '../../components/LoadState'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useCanEdit } from '../../hooks/use-can-edit'
import { useDocumentForm } from '../../hooks/use-document-form'

const EMPTY: BusinessContact = { phone: '', email: '', address: [''], businessHours: '', taxNumber: '' }

/** The form shows one empty address line to type into when none is stored. */
const toFormValues = (contact: BusinessContact): BusinessContact => ({
  ...contact,
  address: contact.address.length > 0 ? contact.address : [''],
  taxNumber: contact.taxNumber ?? '',
})

const toDocument = (values: BusinessContact): BusinessContact => ({
  phone: values.phone.trim(),
  email: values.email.trim(),
  address: withoutEmptyEntries(values.address),
  businessHours: values.businessHours.trim(),
  taxNumber: (values.taxNumber ?? '').trim().toUpperCase(),
})

/** Contact Info tab: phone, e-mail, address lines and hours; the answer replaces the form. */
export default function BusinessContactTab() {
  const canEdit = useCanEdit()
  const contact = useAdminResource(businessContactQuery, EMPTY)
  return (
    <section aria-label="Contact information">
      {canEdit ? null : <ReadOnlyNote />}
      <LoadState
        status={contact.status}
        error={contact.error}
        what="contact information"
        onRetry={contact.reload}
      >
        <Paper withBorder p="lg" radius="md" maw={720}>
          <Title order={2} size="h3">
            Contact Information
          </Title>
          <BusinessContactForm
            initial={contact.data}
            version={contact.version}
            canEdit={canEdit}
            onSaved={contact.saved}
          />
        </Paper>
      </LoadState>
    </section>
  )
}

interface BusinessContactFormProps {
  initial: BusinessContact
  version: number | undefined
  canEdit: boolean
  onSaved: (contact: BusinessContact) => void
}

function BusinessContactForm({ initial, version, canEdit, onSaved }: BusinessContactFormProps) {
  const { form, busy, onSubmit, showDocument } = useDocumentForm({
    initial,
    version,
    update: updateBusinessContact,
    label: 'Update contact information',
    successMessage: () => ({ title: 'Contact info updated', message: 'The contact information was saved.' }),
    toFormValues,
    toDocument,
    onSaved,
  })
  const values = form.getValues()

  return (
    <DocumentForm
      onSubmit={onSubmit}
      canEdit={canEdit}
      busy={busy}
      saveLabel="Update Contact Information"
      history={{
        target: { resource: 'business-contact', id: 'business-contact' },
        name: 'Contact information',
        // The restored version replaces the form, as a save's answer does.
        onRestored: showDocument,
      }}
    >
      <TextInput label="Phone" type="tel" required {...form.getInputProps('phone')} />
      <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
      {canEdit ? (
        <ListField
          label="Address line"
          values={values.address}
          onChange={(list) => form.setFieldValue('address', list)}
          addLabel="Add address line"
          placeholder="Street, city"
        />
      ) : (
        <Textarea label="Address" value={values.address.join('\n')} readOnly autosize />
      )}
      <TextInput label="Business hours" required {...form.getInputProps('businessHours')} />
      <TextInput
        label="Tax number (GSTIN)"
        description="Kept with the contact details; invoices print the GSTIN set in the Global tab"
        maxLength={20}
        {...form.getInputProps('taxNumber')}
      />
    </DocumentForm>
  )
}
