import { Alert, Container, Text } from '@mantine/core'
import { useSearchParams } from 'react-router-dom'
import { usePreview } from '../../features/preview/api/get-preview'
import { PreviewBar } from '../../features/preview/components/PreviewBar'
import { PreviewContent } from '../../features/preview/components/PreviewContent'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import { ApiError } from '../../lib/api-client'

/**
 * `/preview?token=…`: a blog post, offer, FAQ, testimonial or the home banner and About
 * as they will look once published, from a signed link staff made in the admin panel. A link that is
 * not valid or has expired says so.
 */
export function PreviewRoute() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const { data, error, isLoading } = usePreview(token)
  usePageTitle({ title: 'Preview — not published' })

  return (
    <>
      <PreviewBar />
      {!token ? (
        <Message>This address needs a preview link: ask for one in the admin panel.</Message>
      ) : isLoading ? (
        <Container py={48}>
          <Text role="status">Loading the preview…</Text>
        </Container>
      ) : error ? (
        <Message>
          {error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : 'The preview could not be loaded. Try again in a moment.'}
        </Message>
      ) : data ? (
        <PreviewContent preview={data} />
      ) : null}
    </>
  )
}

function Message({ children }: { children: string }) {
  return (
    <Container size="md" py={48}>
      <Alert color="red" title="No preview" role="alert">
        {children}
      </Alert>
    </Container>
  )
}

export default PreviewRoute
