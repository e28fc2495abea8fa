import type { Service } from '@labsite/shared'
import { Badge, Group, type MantineSpacing } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useCategoryLabel } from '../../../i18n/use-category-label'

type ServiceBadgesProps = {
  service: Pick<Service, 'category' | 'isPopular'>
  mt?: MantineSpacing
}

/** The category and 'Popular' badges shown above a service's title on its card and its page. */
export function ServiceBadges({ service, mt }: ServiceBadgesProps) {
  const categoryLabel = useCategoryLabel()
  const { t } = useTranslation()
  return (
    <Group gap="xs" mt={mt}>
      {service.category ? (
        <Badge variant="outline" color="teal.9">
          {categoryLabel(service.category)}
        </Badge>
      ) : null}
      {service.isPopular ? (
        <Badge color="yellow.5" c="dark.9">
          {t('common.popular')}
        </Badge>
      ) : null}
    </Group>
  )
}
