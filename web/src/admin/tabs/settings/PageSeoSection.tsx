import type { PageSeo, SiteSettings } from '@labsite/shared'
import { Alert, Center, Loader, Text, Title } from '@mantine/core'
import { pageSeoDocument } from '../../api'
import { useDocument } from '../../hooks/use-admin-resource'
import { PageSeoForm } from './PageSeoForm'

/** The SEO section of the Settings tab: loads the page-seo document, then its form. */
export function PageSeoSection({ canEdit, settings }: { canEdit: boolean; settings: SiteSettings | null }) {
  const seo = useDocument<PageSeo>(pageSeoDocument.read)
  return (
    <section aria-labelledby="page-seo-heading">
      <Title id="page-seo-heading" order={2} size="h3" mt="xl" mb="xs">
        SEO
      </Title>
      <Text mb="md" maw={900}>
        What search engines and link previews show for each page. Empty fields keep today's automatic title,
        description and share image.
      </Text>
      {seo.error ? (
        <Alert color="red">Error: {seo.error}</Alert>
      ) : seo.stored ? (
        <PageSeoForm
          initial={seo.stored}
          version={seo.version}
          canEdit={canEdit}
          onSaved={seo.setStored}
          settings={settings}
        />
      ) : (
        <Center py="xl">
          <Loader aria-label="Loading page SEO" />
        </Center>
      )}
    </section>
  )
}
