import { type AboutContent, splitFeatures } from '@labsite/shared'
import { Button, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { ImagePreviewField } from '../../components/ImagePreviewField'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useDocument } from '../../hooks/use-document'
import { READABLE_DESCRIPTION } from '../../lib/readable-styles'
import { ContentSection } from './ContentSection'

interface AboutFormValues {
  title: string
  description: string
  imageUrl: string
  /** Spec §5: the features list is typed as one comma-separated line. */
  features: string
}

const FEATURE_SEPARATOR = ', '

/** The About Us block of the home page. */
export function AboutEditor({ canEdit }: { canEdit: boolean }) {
  const about = useDocument<AboutContent>('content/about')
  return (
    <ContentSection title="About Us" loading={!about.stored} error={about.error}>
      {about.stored ? (
        <AboutForm
          initial={about.stored}
          version={about.version}
          canEdit={canEdit}
          onSaved={about.setStored}
        />
      ) : null}
    </ContentSection>
  )
}

function toFormValues(about: AboutContent): AboutFormValues {
  return { ...about, features: about.features.join(FEATURE_SEPARATOR) }
}

function AboutForm({
  initial,
  version,
  canEdit,
  onSaved,
}: {
  initial: AboutContent
  version: number | undefined
  canEdit: boolean
  onSaved: (about: AboutContent) => void
}) {
  const save = useAdminSave()
  const [busy, setBusy] = useState(false)
  const form = useForm<AboutFormValues>({ initialValues: toFormValues(initial) })

  async function submit(values: AboutFormValues) {
    const about: AboutContent = { ...values, features: splitFeatures(values.features) }
    setBusy(true)
    await save<AboutContent>({
      write: {
        method: 'PUT',
        path: 'content/about',
        json: about,
        ifMatch: version,
        label: 'Update the About Us section',
      },
      successMessage: { title: 'About section updated', message: 'The About Us section was saved.' },
      onSaved: (saved) => {
        onSaved(saved)
        form.setValues(toFormValues(saved))
        form.resetDirty(toFormValues(saved))
      },
      onQueued: () => onSaved(about),
    })
    setBusy(false)
  }

  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Fieldset disabled={!canEdit} variant="unstyled">
        <Stack>
          <TextInput label="About title" maxLength={500} {...form.getInputProps('title')} />
          <Textarea label="About description" autosize minRows={3} {...form.getInputProps('description')} />
          <ImagePreviewField
            canEdit={canEdit}
            label="About image"
            value={form.values.imageUrl}
            onChange={(url) => form.setFieldValue('imageUrl', url)}
          />
          <TextInput
            label="Features"
            description="Separate features with a comma and a space, e.g. 'NABL certified, Home collection'"
            styles={READABLE_DESCRIPTION}
            {...form.getInputProps('features')}
          />
          {canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" loading={busy}>
                Save About Us
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Fieldset>
    </form>
  )
}
