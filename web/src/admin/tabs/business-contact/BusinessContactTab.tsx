import type { BusinessContact } from '@labsite/shared'
import { Paper, Textarea, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useState } from 'react'
import { businessContactQuery, updateBusinessContact } from '../../api'
import { DocumentForm } from '../../components/DocumentForm'
import { ListField, withoutEmptyEntries } from '../../components/ListField'
import { LoadState } from '../../components/LoadState'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useCanEdit } from '../../hooks/use-can-edit'

const EMPTY: BusinessContact = { phone: '', email: '', address: [''], businessHours: '', taxNumber: '' }

/** Contact Info tab: phone, e-mail, address lines and hours; the answer replaces the form. */
export default function BusinessContactTab() {
  const canEdit = useCanEdit()
  const save = useAdminSave()
  const contact = useAdminResource(businessContactQuery, EMPTY)
  const form = useForm<BusinessContact>({ mode: 'controlled', initialValues: EMPTY })
  const [busy, setBusy] = useState(false)

  // The stored contact info (first load, or the server's answer after a save) fills the form.
  const { setValues } = form
  useEffect(() => {
    setValues({
      ...contact.data,
      address: contact.data.address.length > 0 ? contact.data.address : [''],
      taxNumber: contact.data.taxNumber ?? '',
    })
  }, [contact.data, setValues])
  const values = form.getValues()

  async function submit(values: BusinessContact) {
    const fields: BusinessContact = {
      phone: values.phone.trim(),
      email: values.email.trim(),
      address: withoutEmptyEntries(values.address),
      businessHours: values.businessHours.trim(),
      taxNumber: (values.taxNumber ?? '').trim().toUpperCase(),
    }
    setBusy(true)
    await save<BusinessContact>({
      ...updateBusinessContact(fields, contact.version, 'Update contact information'),
      successMessage: { title: 'Contact info updated', message: 'The contact information was saved.' },
      onSaved: contact.saved,
      onQueued: () => contact.saved(fields),
    })
    setBusy(false)
  }

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
          <DocumentForm
            onSubmit={form.onSubmit(submit)}
            canEdit={canEdit}
            busy={busy}
            saveLabel="Update Contact Information"
            history={{
              target: { resource: 'business-contact', id: 'business-contact' },
              name: 'Contact information',
              // The restored version replaces the form, as a save's answer does.
              onRestored: (restored) => contact.saved(restored as BusinessContact),
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
        </Paper>
      </LoadState>
    </section>
  )
}
