import { BannerContent } from '@labsite/shared'
import { SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { bannerDocument } from '../../api'
import { LocalizedFormFields } from '../../components/LocalizedFormFields'
import { schemaField } from '../../lib/schema-field'
import { DraftDocumentEditor } from './DraftDocumentEditor'

const same = (banner: BannerContent) => banner

/** The home page banner: heading, texts and its two buttons. */
export function BannerEditor({ canEdit }: { canEdit: boolean }) {
  return (
    <DraftDocumentEditor<BannerContent, BannerContent>
      title="Homepage banner"
      documentKey="banner"
      endpoints={bannerDocument}
      canEdit={canEdit}
      label="Update the homepage banner"
      successMessage={() => ({ title: 'Banner updated', message: 'The homepage banner was saved.' })}
      toFormValues={same}
      toDocument={same}
      saveLabel="Save banner"
      historyName="Homepage banner"
      draftLabel="Banner"
    >
      {(form) => (
        <>
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
          <LocalizedFormFields
            form={form}
            resource="banner"
            disabled={!canEdit}
            labels={{
              title: 'Banner title',
              subtitle: 'Banner subtitle',
              description: 'Banner description',
              primaryButtonText: 'Primary button text',
              secondaryButtonText: 'Secondary button text',
            }}
          />
        </>
      )}
    </DraftDocumentEditor>
  )
}
