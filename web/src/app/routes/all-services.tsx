import { Container, Text, Title, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ServiceCatalogue } from '../../features/catalogue/components/ServiceCatalogue'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

/** All services (spec §2): every package card in a grid, a page at a time. */
export function AllServicesRoute() {
  usePageTitle('allServices')
  const { t } = useTranslation()
  return (
    <Container size="xl" py={48}>
      <Title order={1}>{t('catalogue.allTitle')}</Title>
      <Text mt="xs" mb="xl">
        {t('catalogue.allIntro')}
      </Text>
      {/* The cards' titles are h3: this names their list for the outline screen readers offer. */}
      <VisuallyHidden component="h2">{t('catalogue.listHeading')}</VisuallyHidden>
      <ServiceCatalogue />
    </Container>
  )
}

export default AllServicesRoute
