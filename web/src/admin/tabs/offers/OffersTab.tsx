import { formatPrice, type Offer } from '@labsite/shared'
import { Group, Text } from '@mantine/core'
import { offers } from '../../api'
import { PublishActions } from '../../components/publishing/PublishActions'
import { PublishBadge } from '../../components/publishing/PublishBadge'
import { useCanEdit } from '../../hooks/use-can-edit'
import { usePriceFormat } from '../../hooks/use-price-format'
import { OrderedRecordsTab } from '../ordered-records/OrderedRecordsTab'
import { OfferFormModal } from './OfferFormModal'

/** Offers tab: the special offers of /offers, with pictures, in the order staff arrange. */
export default function OffersTab() {
  const priceFormat = usePriceFormat()
  const canEdit = useCanEdit()
  return (
    <OrderedRecordsTab<Offer>
      noun="Offer"
      plural="offers"
      historyResource="offer"
      collection={offers}
      nameOf={(offer) => offer.title}
      searchTextOf={(offer) => offer.description}
      priceOf={(offer) => offer.discountedPrice}
      imageOf={(offer) => ({ src: offer.image, alt: offer.imageAlt })}
      renderDetails={(offer) => (
        <>
          <Group gap="sm">
            <Text fw={700}>{`${offer.discount}% off`}</Text>
            <Text>
              {formatPrice(offer.discountedPrice, priceFormat)}{' '}
              <Text span td="line-through" size="sm">
                {formatPrice(offer.originalPrice, priceFormat)}
              </Text>
            </Text>
            {offer.popularity ? <Text size="sm">{offer.popularity}</Text> : null}
          </Group>
          <Text size="sm" lineClamp={2}>
            {offer.description}
          </Text>
          <Text size="sm">{offer.validTill ? `Valid till ${offer.validTill}` : 'No end date'}</Text>
          {/* Drafts and publishing. */}
          <PublishBadge record={offer} />
          <PublishActions
            record={offer}
            name={offer.title}
            nounTitle="Offer"
            resource="offer"
            collection={offers}
            canEdit={canEdit}
          />
        </>
      )}
      renderForm={(props) => <OfferFormModal {...props} />}
    />
  )
}
