import { BannerContent } from '@labsite/shared'
import { SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { bannerDocument } from '../../api'
import { DocumentForm } from '../../components/DocumentForm'
import { LocalizedFields, localizedFormProps } from '../../components/LocalizedFields'
import { DocumentDraftControls } from '../../components/publishing/DocumentDraftControls'
import { useDocumentForm } from '../../hooks/use-document-form'
import { schemaField } from '../../lib/schema-field'
import { DocumentSection } from './DocumentSection'

const same = (banner: BannerContent) => banner

/** The home page banner: heading, texts and its two buttons. */
export function BannerEditor({ canEdit }: { canEdit: boolean }) {
  return (
    <DocumentSection<BannerContent> title="Homepage banner" endpoints={bannerDocument}>
      {(banner) => (
        <BannerForm
          initial={banner.stored}
          version={banner.version}
          canEdit={canEdit}
          onSaved={banner.setStored}
        />
      )}
    </DocumentSection>
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
  const { form, busy, onSubmit, showDocument } = useDocumentForm({
    initial,
    version,
    update: bannerDocument.update,
    label: 'Update the homepage banner',
    successMessage: () => ({ title: 'Banner updated', message: 'The homepage banner was saved.' }),
    toFormValues: same,
    toDocument: same,
    onSaved,
  })

  return (
    <>
      <DocumentForm
        onSubmit={onSubmit}
        canEdit={canEdit}
        busy={busy}
        saveLabel="Save banner"
        history={{
          target: { resource: 'banner', id: 'banner' },
          name: 'Homepage banner',
          onRestored: showDocument,
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Banner title" {...schemaField(form, BannerContent, 'title')} />
          <TextInput label="Banner subtitle" {...schemaField(form, BannerContent, 'subtitle')} />
        </SimpleGrid>
        <Textarea label="Banner description" autosize minRows={2} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Primary button text" {...form.getInputProps('primaryButtonText')} />
          <TextInput label="Primary button link" {...form.getInputProps('primaryButtonLink')} />
          <TextInput label="Secondary button text" {...form.getInputProps('secondaryButtonText')} />
          <TextInput label="Secondary button link" {...form.getInputProps('secondaryButtonLink')} />
        </SimpleGrid>
        <LocalizedFields
          resource="banner"
          disabled={!canEdit}
          labels={{
            title: 'Banner title',
            subtitle: 'Banner subtitle',
            description: 'Banner description',
            primaryButtonText: 'Primary button text',
            secondaryButtonText: 'Secondary button text',
          }}
          {...localizedFormProps(form)}
        />
      </DocumentForm>
      <DocumentDraftControls<BannerContent>
        documentKey="banner"
        label="Banner"
        current={() => form.getValues()}
        onLoadDraft={(draft) => form.setValues(draft)}
        canEdit={canEdit}
      />
    </>
  )
}
