import { type BlogPost, BlogPostCreate, type BlogPostFields, requiredFieldsOf } from '@labsite/shared'
import { Loader, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { lazy, Suspense, useMemo } from 'react'
import { blogPosts } from '../../api'
import type { CatalogueFormProps } from '../../components/CatalogueListTab'
import { ImageField } from '../../components/ImageField'
import { LocalizedFormFields } from '../../components/LocalizedFormFields'
import { PublishingControls } from '../../components/publishing/PublishingControls'
import {
  type PublishingValues,
  publishingFieldsOf,
  publishingValuesOf,
} from '../../components/publishing/publishing-values'
import { RecordFormModal } from '../../components/RecordFormModal'
import { useAdminForm } from '../../hooks/use-admin-form'
import { standInRecord } from '../../hooks/use-record-submit'
import { todayIsoDate } from '../../lib/format-date'
import { READABLE_DESCRIPTION } from '../../lib/readable-styles'
import { requiredErrors } from '../../lib/required-errors'
import { schemaField } from '../../lib/schema-field'

type BlogPostFormValues = Omit<BlogPostFields, 'tags' | 'status' | 'publishAt'> & {
  /** Typed as one comma-separated line. */
  tags: string
  publishing: PublishingValues
}

/** Tags typed as 'a, b,c' → ['a', 'b', 'c'], without empty entries. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
}

// The editor (ProseMirror) is most of the Content tab's weight: it loads when a post form opens.
const RichTextField = lazy(() => import('./RichTextField'))

const EMPTY: BlogPostFormValues = {
  title: '',
  content: '',
  excerpt: '',
  category: '',
  author: '',
  imageUrl: '',
  tags: '',
  publishDate: '',
  publishing: publishingValuesOf(null),
  i18n: {},
}

function valuesOf(post: BlogPost): BlogPostFormValues {
  const { title, content, excerpt, category, author, imageUrl, tags, publishDate, i18n } = post
  const publishing = publishingValuesOf(post)
  return {
    title,
    content,
    excerpt,
    category,
    author,
    imageUrl,
    tags: tags.join(', '),
    publishDate,
    publishing,
    i18n,
  }
}

function bodyOf({ publishing, ...values }: BlogPostFormValues): BlogPostFields {
  return {
    ...values,
    title: values.title.trim(),
    // Optional in the create schema: a date left empty is the day the post is saved, as the server's.
    publishDate: values.publishDate || todayIsoDate(),
    tags: splitTags(values.tags),
    ...publishingFieldsOf(publishing),
  }
}

const errorsOf = requiredErrors<BlogPostFormValues>(BlogPostCreate)

/** 'Add blog post' / 'Edit blog post': a title and content are needed (the create schema's required list); published today unless another date is chosen. */
export function BlogPostForm(props: CatalogueFormProps<BlogPost>) {
  const { opened, record } = props
  // A new post is dated the day its form opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: today's date, taken each time the form opens
  const empty = useMemo(() => ({ ...EMPTY, publishDate: todayIsoDate() }), [opened])
  const dialog = useAdminForm(opened, record, valuesOf, empty)
  const { form } = dialog
  const contentError = form.errors.content

  return (
    <RecordFormModal
      {...props}
      collection={blogPosts}
      noun="blog post"
      errorsOf={errorsOf}
      nameOf={(fields) => fields.title}
      bodyOf={bodyOf}
      valuesOf={valuesOf}
      standIn={standInRecord}
      dialog={dialog}
      title={record ? 'Edit blog post' : 'Add blog post'}
      submitLabel="Save post"
    >
      <TextInput label="Title" data-autofocus {...schemaField(form, BlogPostCreate, 'title')} />
      <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
        <RichTextField
          label="Content"
          withAsterisk={requiredFieldsOf(BlogPostCreate).includes('content')}
          value={form.values.content}
          onChange={(html) => form.setFieldValue('content', html)}
          error={typeof contentError === 'string' ? contentError : undefined}
        />
      </Suspense>
      <Textarea label="Excerpt" autosize minRows={2} {...schemaField(form, BlogPostCreate, 'excerpt')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Category" {...schemaField(form, BlogPostCreate, 'category')} />
        <TextInput label="Author" {...schemaField(form, BlogPostCreate, 'author')} />
        <TextInput
          label="Publish date"
          type="date"
          description="Empty: the day it is saved"
          styles={READABLE_DESCRIPTION}
          {...schemaField(form, BlogPostCreate, 'publishDate')}
        />
      </SimpleGrid>
      <TextInput
        label="Tags"
        description="Separate tags with commas"
        styles={READABLE_DESCRIPTION}
        {...form.getInputProps('tags')}
      />
      <ImageField
        label="Post image"
        value={form.values.imageUrl}
        onChange={(url) => form.setFieldValue('imageUrl', url)}
      />
      <LocalizedFormFields
        form={form}
        resource="blog-post"
        labels={{ title: 'Title', excerpt: 'Excerpt', content: 'Content' }}
        richEditor={(props) => (
          <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
            <RichTextField {...props} />
          </Suspense>
        )}
      />
      <PublishingControls
        value={form.values.publishing}
        onChange={(publishing) => form.setFieldValue('publishing', publishing)}
      />
    </RecordFormModal>
  )
}
