import { Container, Text, Title } from '@mantine/core'
import { ServiceCatalogue } from '../../features/catalogue/components/ServiceCatalogue'

/** All services (spec §2): every package card in a grid, a page at a time. */
export function AllServicesRoute() {
  return (
    <Container size="xl" py={48}>
      <Title order={1}>All Health Packages</Title>
      <Text mt="xs" mb="xl">
        Every package includes free home sample collection and digital reports.
      </Text>
      <ServiceCatalogue />
    </Container>
  )
}

export default AllServicesRoute
