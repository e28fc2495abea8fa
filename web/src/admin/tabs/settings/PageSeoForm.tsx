import {
  type PageSeo,
  SEO_DESCRIPTION_MAX,
  SEO_PAGES,
  SEO_TITLE_MAX,
  type SiteSettings,
} from '@labsite/shared'
import { Accordion, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { pageSeoDocument } from '../../api'
import { DocumentForm } from '../../components/DocumentForm'
import { ImagePreviewField } from '../../components/ImagePreviewField'
import { useDocumentForm } from '../../hooks/use-document-form'
import { automaticSeo, type PageSeoFormValues, seoPageName, toDocument, toFormValues } from './page-seo-form'

export interface PageSeoFormProps {
  initial: PageSeo
  version: number | undefined
  canEdit: boolean
  onSaved: (document: PageSeo) => void
  /** For the automatic values shown as placeholders (site name, logo). */
  settings: SiteSettings | null
}

/** Per public page, the title, description and share image; empty keeps the automatic value. */
export function PageSeoForm({ initial, version, canEdit, onSaved, settings }: PageSeoFormProps) {
  const { form, busy, onSubmit, showDocument } = useDocumentForm<PageSeo, PageSeoFormValues>({
    initial,
    version,
    update: pageSeoDocument.update,
    label: 'Update page SEO',
    successMessage: (document) => {
      const count = Object.keys(document.pages).length
      return {
        title: 'Page SEO updated',
        message:
          count === 0
            ? 'Every page uses its automatic title and description.'
            : `${count} ${count === 1 ? 'page has' : 'pages have'} their own title, description or share image.`,
      }
    },
    toFormValues,
    toDocument,
    onSaved,
  })
  const automaticImage = settings?.logoUrl || '/logo.webp'

  return (
    <DocumentForm
      onSubmit={onSubmit}
      canEdit={canEdit}
      busy={busy}
      saveLabel="Save SEO"
      maw={900}
      history={{
        target: { resource: 'page-seo', id: 'page-seo' },
        name: 'Page SEO',
        onRestored: showDocument,
      }}
    >
      <Accordion variant="separated" multiple>
        {SEO_PAGES.map((key) => {
          const english = automaticSeo(key, settings?.websiteName, 'en')
          const hindi = automaticSeo(key, settings?.websiteName, 'hi')
          const field = (name: keyof PageSeoFormValues[typeof key]) => form.getInputProps(`${key}.${name}`)
          return (
            <Accordion.Item key={key} value={key}>
              <Accordion.Control>{seoPageName(key)}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <Text size="sm">Leave a field empty to keep the automatic value shown in it.</Text>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label="Title (English)"
                      placeholder={english.title}
                      maxLength={SEO_TITLE_MAX}
                      {...field('title')}
                    />
                    <TextInput
                      label="Title (Hindi)"
                      lang="hi"
                      placeholder={hindi.title}
                      maxLength={SEO_TITLE_MAX}
                      {...field('hiTitle')}
                    />
                    <Textarea
                      label="Description (English)"
                      placeholder={english.description}
                      autosize
                      minRows={2}
                      maxLength={SEO_DESCRIPTION_MAX}
                      {...field('description')}
                    />
                    <Textarea
                      label="Description (Hindi)"
                      lang="hi"
                      placeholder={hindi.description}
                      autosize
                      minRows={2}
                      maxLength={SEO_DESCRIPTION_MAX}
                      {...field('hiDescription')}
                    />
                  </SimpleGrid>
                  <ImagePreviewField
                    canEdit={canEdit}
                    label={`Share image of ${seoPageName(key)}`}
                    value={form.values[key].image}
                    onChange={(url) => form.setFieldValue(`${key}.image`, url)}
                  />
                  <Text size="sm">Empty: the site logo ({automaticImage}).</Text>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          )
        })}
      </Accordion>
    </DocumentForm>
  )
}
