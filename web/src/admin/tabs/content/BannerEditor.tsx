import type { BannerContent } from '@labsite/shared'
import { Button, Fieldset, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useDocument } from '../../hooks/use-document'
import { ContentSection } from './ContentSection'

/** The home page banner: heading, texts and its two buttons. */
export function BannerEditor({ canEdit }: { canEdit: boolean }) {
  const banner = useDocument<BannerContent>('content/banner')
  return (
    <ContentSection title="Homepage banner" loading={!banner.stored} error={banner.error}>
      {banner.stored ? (
        <BannerForm
          initial={banner.stored}
          version={banner.version}
          canEdit={canEdit}
          onSaved={banner.setStored}
        />
      ) : null}
    </ContentSection>
  )
}

function BannerForm({
  initial,
  version,
  canEdit,
  onSaved,
}: {
  initial: BannerContent
  version: number | undefined
  canEdit: boolean
  onSaved: (banner: BannerContent) => void
}) {
  const save = useAdminSave()
  const [busy, setBusy] = useState(false)
  const form = useForm<BannerContent>({ initialValues: initial })

  async function submit(values: BannerContent) {
    setBusy(true)
    await save<BannerContent>({
      write: {
        method: 'PUT',
        path: 'content/banner',
        json: values,
        ifMatch: version,
        label: 'Update the homepage banner',
      },
      successMessage: { title: 'Banner updated', message: 'The homepage banner was saved.' },
      onSaved: (saved) => {
        onSaved(saved)
        form.setValues(saved)
        form.resetDirty(saved)
      },
      onQueued: () => onSaved(values),
    })
    setBusy(false)
  }

  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Fieldset disabled={!canEdit} variant="unstyled">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Banner title" maxLength={500} {...form.getInputProps('title')} />
            <TextInput label="Banner subtitle" maxLength={500} {...form.getInputProps('subtitle')} />
          </SimpleGrid>
          <Textarea label="Banner description" autosize minRows={2} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Primary button text" {...form.getInputProps('primaryButtonText')} />
            <TextInput label="Primary button link" {...form.getInputProps('primaryButtonLink')} />
            <TextInput label="Secondary button text" {...form.getInputProps('secondaryButtonText')} />
            <TextInput label="Secondary button link" {...form.getInputProps('secondaryButtonLink')} />
          </SimpleGrid>
          {canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" loading={busy}>
                Save banner
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Fieldset>
    </form>
  )
}
