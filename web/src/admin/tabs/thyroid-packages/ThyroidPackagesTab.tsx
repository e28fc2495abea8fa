import { formatPrice, type ThyroidPackage } from '@labsite/shared'
import { Group, Text } from '@mantine/core'
import { thyroidPackages } from '../../api'
import { usePriceFormat } from '../../hooks/use-price-format'
import { OrderedRecordsTab } from '../ordered-records/OrderedRecordsTab'
import { ThyroidPackageFormModal } from './ThyroidPackageFormModal'

/** Thyroid Packages tab: the packages of the thyroid page, with pictures, in the order staff arrange. */
export default function ThyroidPackagesTab() {
  const priceFormat = usePriceFormat()
  return (
    <OrderedRecordsTab<ThyroidPackage>
      noun="Thyroid package"
      plural="thyroid packages"
      historyResource="thyroid-package"
      collection={thyroidPackages}
      nameOf={(pack) => pack.name}
      searchTextOf={(pack) => `${pack.description} ${pack.tests_included}`}
      priceOf={(pack) => pack.price}
      imageOf={(pack) => ({ src: pack.image, alt: pack.image_alt })}
      renderDetails={(pack) => (
        <>
          <Group gap="sm">
            <Text fw={700}>{formatPrice(pack.price, priceFormat)}</Text>
            <Text span td="line-through" size="sm">
              {formatPrice(pack.originalPrice, priceFormat)}
            </Text>
            {pack.popular ? <Text size="sm">Popular</Text> : null}
          </Group>
          <Text size="sm" lineClamp={2}>
            {pack.tests_included}
          </Text>
          <Text size="sm">Report in {pack.report_time || '—'}</Text>
        </>
      )}
      renderForm={(props) => <ThyroidPackageFormModal {...props} />}
    />
  )
}
