import { Stack } from '@mantine/core'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { useCanEdit } from '../../hooks/use-can-edit'
import { AboutEditor } from './AboutEditor'
import { BannerEditor } from './BannerEditor'
import { BlogPostsSection } from './BlogPostsSection'
import { FaqsSection } from './FaqsSection'
import { TestimonialsSection } from './TestimonialsSection'

/** Page content: banner, About Us, testimonials, FAQs and blog posts, each its own section. */
export default function ContentTab() {
  const canEdit = useCanEdit()
  return (
    <Stack gap="xl">
      {canEdit ? null : <ReadOnlyNote />}
      <BannerEditor canEdit={canEdit} />
      <AboutEditor canEdit={canEdit} />
      <TestimonialsSection />
      <FaqsSection />
      <BlogPostsSection />
    </Stack>
  )
}
