import { SiteSettings } from '@labsite/shared'
import { Button, TextInput } from '@mantine/core'
import { updateSiteSettings } from '../../api'
import { DocumentForm } from '../../components/DocumentForm'
import { ImagePreviewField } from '../../components/ImagePreviewField'
import { LocalizedFields, localizedFormProps } from '../../components/LocalizedFields'
import { useDocumentForm } from '../../hooks/use-document-form'
import { schemaField } from '../../lib/schema-field'

interface SiteSettingsFormProps {
  initial: SiteSettings
  /** The version the form opened, sent as If-Match. */
  version: number | undefined
  canEdit: boolean
  onSaved: (settings: SiteSettings) => void
}

const same = (settings: SiteSettings) => settings

/** Spec §4: site settings are merged locally, then the whole object is saved (PUT /settings). */
export function SiteSettingsForm({ initial, version, canEdit, onSaved }: SiteSettingsFormProps) {
  const { form, busy, onSubmit } = useDocumentForm({
    initial,
    version,
    update: updateSiteSettings,
    label: 'Update site settings',
    successMessage: (merged) => ({
      title: 'Site settings updated',
      message: `The site is now called "${merged.websiteName}".`,
    }),
    toFormValues: same,
    toDocument: (values) => ({ ...initial, ...values, websiteName: values.websiteName.trim() }),
    validate: { websiteName: (value) => (value.trim() ? null : 'Website name is required') },
    onSaved,
  })

  const imageProps = (field: 'logoUrl' | 'bannerUrl' | 'favicon') => ({
    value: form.values[field],
    onChange: (url: string) => form.setFieldValue(field, url),
  })

  return (
    <DocumentForm
      onSubmit={onSubmit}
      canEdit={canEdit}
      busy={busy}
      saveLabel="Save settings"
      noValidate
      maw={720}
      secondaryAction={
        <Button variant="default" onClick={() => form.reset()} disabled={busy || !form.isDirty()}>
          Reset
        </Button>
      }
    >
      <TextInput label="Website name" required {...schemaField(form, SiteSettings, 'websiteName')} />
      <LocalizedFields
        resource="site-settings"
        disabled={!canEdit}
        labels={{ websiteName: 'Website name' }}
        {...localizedFormProps(form)}
      />
      <ImagePreviewField canEdit={canEdit} label="Logo" {...imageProps('logoUrl')} />
      <ImagePreviewField canEdit={canEdit} label="Banner / hero image" {...imageProps('bannerUrl')} />
      <ImagePreviewField canEdit={canEdit} label="Favicon" {...imageProps('favicon')} />
    </DocumentForm>
  )
}
