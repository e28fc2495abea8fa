import type { SiteSettings } from '@labsite/shared'
import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { ImagePreviewField } from '../../components/ImagePreviewField'
import { useAdminSave } from '../../hooks/use-admin-save'

interface SiteSettingsFormProps {
  initial: SiteSettings
  /** The version the form opened, sent as If-Match. */
  version: number | undefined
  canEdit: boolean
  onSaved: (settings: SiteSettings) => void
}

/** Spec §4: site settings are merged locally, then the whole object is saved (PUT /settings). */
export function SiteSettingsForm({ initial, version, canEdit, onSaved }: SiteSettingsFormProps) {
  const save = useAdminSave()
  const [busy, setBusy] = useState(false)
  const form = useForm<SiteSettings>({
    initialValues: initial,
    validate: { websiteName: (value) => (value.trim() ? null : 'Website name is required') },
  })

  const imageProps = (field: 'logoUrl' | 'bannerUrl' | 'favicon') => ({
    value: form.values[field],
    onChange: (url: string) => form.setFieldValue(field, url),
  })

  async function submit(values: SiteSettings) {
    const merged: SiteSettings = { ...initial, ...values, websiteName: values.websiteName.trim() }
    setBusy(true)
    await save<SiteSettings>({
      write: {
        method: 'PUT',
        path: 'settings',
        json: merged,
        ifMatch: version,
        label: 'Update site settings',
      },
      successMessage: {
        title: 'Site settings updated',
        message: `The site is now called "${merged.websiteName}".`,
      },
      onSaved: (saved) => {
        onSaved(saved)
        form.setValues(saved)
        form.resetDirty(saved)
      },
      onQueued: () => onSaved(merged),
    })
    setBusy(false)
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Fieldset disabled={!canEdit} variant="unstyled" maw={720}>
        <Stack>
          <TextInput label="Website name" required maxLength={120} {...form.getInputProps('websiteName')} />
          <ImagePreviewField canEdit={canEdit} label="Logo" {...imageProps('logoUrl')} />
          <ImagePreviewField canEdit={canEdit} label="Banner / hero image" {...imageProps('bannerUrl')} />
          <ImagePreviewField canEdit={canEdit} label="Favicon" {...imageProps('favicon')} />
          {canEdit ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={() => form.reset()} disabled={busy || !form.isDirty()}>
                Reset
              </Button>
              <Button type="submit" loading={busy}>
                Save settings
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Fieldset>
    </form>
  )
}
