import { FOOTER_STATISTIC_KEYS, keysOf, SiteSettings } from '@labsite/shared'
import { Button, Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core'
import { updateSiteSettings } from '../../api'
import { DocumentForm } from '../../components/DocumentForm'
import { ImagePreviewField } from '../../components/ImagePreviewField'
import { LocalizedFormFields } from '../../components/LocalizedFormFields'
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

/** What the toast names for each field staff edit here. */
const FIELD_NAMES = {
  websiteName: 'website name',
  shortName: 'short name',
  logoUrl: 'logo',
  favicon: 'favicon',
} as const

/** The footer figures' labels (the public site says them in the visitor's language). */
const STATISTIC_LABELS = {
  consultations: 'Consultations',
  partnerDoctors: 'Partner doctors',
  averageRating: 'Average rating',
  available: 'Available',
} as const

/** The toast says what this save changed, not the site's name every time. */
export function savedSettingsMessage(before: SiteSettings, after: SiteSettings): string {
  const changed = keysOf(FIELD_NAMES).filter((field) => (before[field] ?? '') !== (after[field] ?? ''))
  const figures = FOOTER_STATISTIC_KEYS.some(
    (key) => (before.statistics?.[key] ?? '') !== (after.statistics?.[key] ?? ''),
  )
  const names = [...changed.map((field) => FIELD_NAMES[field]), ...(figures ? ['footer figures'] : [])]
  if (names.length === 0) return 'Nothing had changed.'
  const details = changed.includes('websiteName') ? ` The site is now called "${after.websiteName}".` : ''
  return `Saved the ${names.join(', ')}.${details}`
}

/** Site settings are merged locally, then the whole object is saved (PUT /settings). */
export function SiteSettingsForm({ initial, version, canEdit, onSaved }: SiteSettingsFormProps) {
  const { form, busy, onSubmit, showDocument } = useDocumentForm({
    initial,
    version,
    update: updateSiteSettings,
    label: 'Update site settings',
    successMessage: (merged) => ({
      title: 'Site settings updated',
      message: savedSettingsMessage(initial, merged),
    }),
    toFormValues: same,
    toDocument: (values) => ({
      ...initial,
      ...values,
      websiteName: values.websiteName.trim(),
      shortName: values.shortName?.trim() ?? '',
    }),
    validate: { websiteName: (value) => (value.trim() ? null : 'Website name is required') },
    onSaved,
  })

  const imageProps = (field: 'logoUrl' | 'favicon') => ({
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
      history={{
        target: { resource: 'site-settings', id: 'site-settings' },
        name: 'Site settings',
        onRestored: showDocument,
      }}
      secondaryAction={
        <Button variant="default" onClick={() => form.reset()} disabled={busy || !form.isDirty()}>
          Reset
        </Button>
      }
    >
      <TextInput label="Website name" {...schemaField(form, SiteSettings, 'websiteName')} />
      <TextInput
        label="Short name"
        description="What the header shows on a phone when the website name is too long for one line (empty: the website name, on two lines if need be)"
        maxLength={24}
        disabled={!canEdit}
        {...form.getInputProps('shortName')}
        value={form.values.shortName ?? ''}
      />
      <LocalizedFormFields
        form={form}
        resource="site-settings"
        disabled={!canEdit}
        labels={{ websiteName: 'Website name', shortName: 'Short name' }}
      />
      <Fieldset legend="Footer figures (each shown only when filled in)" disabled={!canEdit}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FOOTER_STATISTIC_KEYS.map((key) => (
            <TextInput
              key={key}
              label={STATISTIC_LABELS[key]}
              maxLength={20}
              value={form.values.statistics?.[key] ?? ''}
              onChange={(event) =>
                form.setFieldValue('statistics', {
                  ...form.values.statistics,
                  [key]: event.currentTarget.value,
                })
              }
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <ImagePreviewField canEdit={canEdit} label="Logo" {...imageProps('logoUrl')} />
      <ImagePreviewField canEdit={canEdit} label="Favicon" {...imageProps('favicon')} />
      <Text size="sm" c="dimmed">
        The home page's hero pictures are the Backgrounds tab's images, shown in their order there.
      </Text>
    </DocumentForm>
  )
}
