import { AboutContent, splitFeatures } from '@labsite/shared'
import { Textarea, TextInput } from '@mantine/core'
import { aboutDocument } from '../../api'
import { DocumentForm } from '../../components/DocumentForm'
import { ImagePreviewField } from '../../components/ImagePreviewField'
import { LocalizedFields, localizedFormProps } from '../../components/LocalizedFields'
import { DocumentDraftControls } from '../../components/publishing/DocumentDraftControls'
import { useDocumentForm } from '../../hooks/use-document-form'
import { READABLE_DESCRIPTION } from '../../lib/readable-styles'
import { schemaField } from '../../lib/schema-field'
import { DocumentSection } from './DocumentSection'

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
  return (
    <DocumentSection<AboutContent> title="About Us" endpoints={aboutDocument}>
      {(about) => (
        <AboutForm
          initial={about.stored}
          version={about.version}
          canEdit={canEdit}
          onSaved={about.setStored}
        />
      )}
    </DocumentSection>
  )
}

function toFormValues(about: AboutContent): AboutFormValues {
  return { ...about, features: about.features.join(FEATURE_SEPARATOR) }
}

function toDocument(values: AboutFormValues): AboutContent {
  return { ...values, features: splitFeatures(values.features) }
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
  const { form, busy, onSubmit, showDocument } = useDocumentForm({
    initial,
    version,
    update: aboutDocument.update,
    label: 'Update the About Us section',
    successMessage: () => ({ title: 'About section updated', message: 'The About Us section was saved.' }),
    toFormValues,
    toDocument,
    onSaved,
  })

  return (
    <>
      <DocumentForm
        onSubmit={onSubmit}
        canEdit={canEdit}
        busy={busy}
        saveLabel="Save About Us"
        history={{
          target: { resource: 'about', id: 'about' },
          name: 'About Us section',
          onRestored: showDocument,
        }}
      >
        <TextInput label="About title" {...schemaField(form, AboutContent, 'title')} />
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
        <LocalizedFields
          resource="about"
          disabled={!canEdit}
          labels={{ title: 'About title', description: 'About description', features: 'Features' }}
          {...localizedFormProps(form)}
        />
      </DocumentForm>
      <DocumentDraftControls<AboutContent>
        documentKey="about"
        label="About Us"
        current={() => toDocument(form.getValues())}
        onLoadDraft={(draft) => form.setValues(toFormValues(draft))}
        canEdit={canEdit}
      />
    </>
  )
}
