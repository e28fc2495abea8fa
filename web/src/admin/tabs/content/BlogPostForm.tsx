import { type BlogPost, BlogPostFields } from '@labsite/shared'
import { Loader, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { lazy, Suspense } from 'react'
import { ImageField } from '../../components/ImageField'
import { LocalizedFields, localizedFormProps } from '../../components/LocalizedFields'
import { PublishingControls } from '../../components/publishing/PublishingControls'
import {
  type PublishingValues,
  publishingFieldsOf,
  publishingValuesOf,
} from '../../components/publishing/publishing-values'
import { enterSaves } from '../../lib/enter-saves'
import { todayIsoDate } from '../../lib/format-date'
import { READABLE_DESCRIPTION } from '../../lib/readable-styles'
import { schemaField } from '../../lib/schema-field'
import { FormButtons } from './FormButtons'
import type { RecordFormProps } from './RecordManager'

interface BlogPostFormValues extends Omit<BlogPostFields, 'tags' | 'status' | 'publishAt'> {
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

const required = (message: string) => (value: string) => (value.trim() ? null : message)

/** A blog post needs a title and content; it is published today unless another date is chosen. */
export function BlogPostForm({
  initial,
  busy,
  onSubmit,
  onCancel,
}: RecordFormProps<BlogPost, BlogPostFields>) {
  const form = useForm<BlogPostFormValues>({
    initialValues: {
      title: initial?.title ?? '',
      content: initial?.content ?? '',
      excerpt: initial?.excerpt ?? '',
      category: initial?.category ?? '',
      author: initial?.author ?? '',
      imageUrl: initial?.imageUrl ?? '',
      tags: initial?.tags.join(', ') ?? '',
      publishDate: initial?.publishDate ?? todayIsoDate(),
      publishing: publishingValuesOf(initial),
      i18n: initial?.i18n ?? {},
    },
    validate: {
      title: required('Title is required'),
      content: required('Content is required'),
      publishDate: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? null : 'Choose a publish date'),
    },
  })

  return (
    <form
      onKeyDownCapture={enterSaves}
      noValidate
      onSubmit={form.onSubmit(({ publishing, ...values }) =>
        onSubmit({
          ...values,
          title: values.title.trim(),
          tags: splitTags(values.tags),
          ...publishingFieldsOf(publishing),
        }),
      )}
    >
      <Stack>
        <TextInput
          label="Title"
          withAsterisk
          data-autofocus
          {...schemaField(form, BlogPostFields, 'title')}
        />
        <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
          <RichTextField
            label="Content"
            withAsterisk
            value={form.values.content}
            onChange={(html) => form.setFieldValue('content', html)}
            error={form.errors.content as string | undefined}
          />
        </Suspense>
        <Textarea label="Excerpt" autosize minRows={2} {...form.getInputProps('excerpt')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Category" {...schemaField(form, BlogPostFields, 'category')} />
          <TextInput label="Author" {...schemaField(form, BlogPostFields, 'author')} />
          <TextInput label="Publish date" type="date" withAsterisk {...form.getInputProps('publishDate')} />
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
        <LocalizedFields
          resource="blog-post"
          labels={{ title: 'Title', excerpt: 'Excerpt', content: 'Content' }}
          richEditor={(props) => (
            <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
              <RichTextField {...props} />
            </Suspense>
          )}
          {...localizedFormProps(form)}
        />
        <PublishingControls
          value={form.values.publishing}
          onChange={(publishing) => form.setFieldValue('publishing', publishing)}
        />
      </Stack>
      <FormButtons busy={busy} onCancel={onCancel} submitLabel="Save post" />
    </form>
  )
}
