import type { CrudResource } from '../../lib/kits/crud-routes'
import { backgroundImagesResource } from '../background-images'
import { blogsResource } from '../blogs'
import { bloodTestsResource } from '../blood-tests'
import { faqsResource } from '../faqs'
import { menuResource } from '../menu'
import { offersResource } from '../offers'
import { servicesResource } from '../services/services-repository'
import { slidersResource } from '../sliders'
import { testimonialsResource } from '../testimonials'
import { thyroidPackagesResource } from '../thyroid-packages'

/** The lists bulk writes reach, by audit entity (the `{resource}` of revisions and bulk paths). */
export const BULK_RESOURCES: ReadonlyMap<string, CrudResource> = new Map(
  (
    [
      servicesResource,
      bloodTestsResource,
      thyroidPackagesResource,
      offersResource,
      menuResource,
      slidersResource,
      backgroundImagesResource,
      faqsResource,
      testimonialsResource,
      blogsResource,
    ] as unknown as CrudResource[]
  ).map((resource) => [resource.entity, resource]),
)

/** Whether the list's records carry `field` (the column map names it): `category`, `status`. */
export const hasField = (resource: CrudResource, field: string) => Object.hasOwn(resource.columns, field)

/** "Blood test" → "Blood tests" (every list's label takes an s). */
export const pluralOf = (resource: CrudResource) => `${resource.label}s`
