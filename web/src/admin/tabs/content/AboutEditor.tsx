import { AboutContent, splitFeatures } from '@labsite/shared'
import { Textarea, TextInput } from '@mantine/core'
import { aboutDocument } from '../../api'
import { ImagePreviewField } from '../../components/ImagePreviewField'
import { LocalizedFormFields } from '../../components/LocalizedFormFields'
import { READABLE_DESCRIPTION } from '../../lib/readable-styles'
import { schemaField } from '../../lib/schema-field'
import { DraftDocumentEditor } from './DraftDocumentEditor'

interface AboutFormValues {
  title: string
  description: string
  imageUrl: string
  /** The features list is typed as one comma-separated line. */
  features: string
}

const FEATURE_SEPARATOR = ', '

function toFormValues(about: AboutContent): AboutFormValues {
  return { ...about, features: about.features.join(FEATURE_SEPARATOR) }
}

function toDocument(values: AboutFormValues): AboutContent {
  return { ...values, features: splitFeatures(values.features) }
}

/** The About Us block of the home page. */
export function AboutEditor({ canEdit }: { canEdit: boolean }) {
  return (
    <DraftDocumentEditor<AboutContent, AboutFormValues>
      title="About Us"
      documentKey="about"
      endpoints={aboutDocument}
      canEdit={canEdit}
      label="Update the About Us section"
      successMessage={() => ({ title: 'About section updated', message: 'The About Us section was saved.' })}
      toFormValues={toFormValues}
      toDocument={toDocument}
      saveLabel="Save About Us"
      historyName="About Us section"
      draftLabel="About Us"
    >
      {(form) => (
        <>
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
          <LocalizedFormFields
            form={form}
            resource="about"
            disabled={!canEdit}
            labels={{ title: 'About title', description: 'About description', features: 'Features' }}
          />
        </>
      )}
    </DraftDocumentEditor>
  )
}
