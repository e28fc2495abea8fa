import {
  BlogPostCreate,
  BloodTestCreate,
  FaqCreate,
  MenuItemCreate,
  OfferCreate,
  requiredFieldsOf,
  ServiceCreate,
  TestimonialCreate,
  ThyroidPackageCreate,
} from '@labsite/shared'
import { screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { BloodTestFormModal } from '../tabs/blood-tests/BloodTestFormModal'
import { BlogPostForm } from '../tabs/content/BlogPostForm'
import { FaqForm } from '../tabs/content/FaqForm'
import { TestimonialForm } from '../tabs/content/TestimonialForm'
import { MenuItemForm } from '../tabs/menu/MenuItemForm'
import { OfferFormModal } from '../tabs/offers/OfferFormModal'
import { ServiceFormModal } from '../tabs/services/ServiceFormModal'
import { ThyroidPackageFormModal } from '../tabs/thyroid-packages/ThyroidPackageFormModal'
import { createTestPlatform, renderAdmin, stubGetRoutes } from '../testing/render-admin'

const none = () => {}
const add = { opened: true, record: null, onClose: none, onSaved: none }

/** Each catalogue add form, the create body it sends, and the label of the input of each text or number field. */
const FORMS: {
  name: string
  form: ReactElement
  schema: Parameters<typeof requiredFieldsOf>[0]
  labels: Record<string, string>
}[] = [
  {
    name: 'Add New Blood Test',
    form: <BloodTestFormModal opened test={null} onClose={none} onSaved={none} />,
    schema: BloodTestCreate,
    labels: {
      name: 'Name',
      category: 'Category',
      description: 'Description',
      price: 'Price',
      originalPrice: 'Original price',
      sampleType: 'Sample type',
      fasting: 'Fasting',
      reportTime: 'Report time',
      preparation: 'Preparation',
    },
  },
  {
    name: 'Add New Service',
    form: (
      <ServiceFormModal
        opened
        service={null}
        onClose={none}
        onCreated={none}
        onUpdated={none}
        onQueued={none}
      />
    ),
    schema: ServiceCreate,
    labels: {
      title: 'Title',
      category: 'Category',
      description: 'Short description',
      detailedDescription: 'Detailed description',
      amount: 'Price',
      duration: 'Duration',
      testsCount: 'Tests included',
      rating: 'Rating',
      patients: 'Patients',
      imageAlt: 'Image alt text',
      preparation: 'Preparation',
    },
  },
  {
    name: 'Add Thyroid Package',
    form: <ThyroidPackageFormModal {...add} />,
    schema: ThyroidPackageCreate,
    labels: {
      name: 'Name',
      description: 'Description',
      price: 'Price',
      originalPrice: 'Original price',
      tests_included: 'Tests included',
      report_time: 'Report time',
      sample_type: 'Sample type',
      fasting_required: 'Fasting',
      image_alt: 'Picture description',
      preparation: 'Preparation',
    },
  },
  {
    name: 'Add Offer',
    form: <OfferFormModal {...add} />,
    schema: OfferCreate,
    labels: {
      title: 'Title',
      discount: 'Discount',
      discountedPrice: 'Offer price',
      originalPrice: 'Original price',
      popularity: 'Label',
      validTill: 'Valid till',
      description: 'Description',
      imageAlt: 'Picture description',
      preparation: 'Preparation',
    },
  },
  {
    name: 'Add FAQ',
    form: <FaqForm {...add} />,
    schema: FaqCreate,
    labels: { question: 'Question', answer: 'Answer', category: 'Category' },
  },
  {
    name: 'Add testimonial',
    form: <TestimonialForm {...add} />,
    schema: TestimonialCreate,
    labels: { name: 'Name', role: 'Role', company: 'Company', content: 'Testimonial', rating: 'Rating' },
  },
  {
    // Its content is a rich-text editor, not an input.
    name: 'Add blog post',
    form: <BlogPostForm {...add} />,
    schema: BlogPostCreate,
    labels: {
      title: 'Title',
      excerpt: 'Excerpt',
      category: 'Category',
      author: 'Author',
      publishDate: 'Publish date',
    },
  },
  {
    name: 'Add Menu Item',
    form: <MenuItemForm {...add} count={0} />,
    schema: MenuItemCreate,
    labels: { title: 'Title', path: 'Path' },
  },
]

/** A label as read without its asterisk and its bracketed unit: "Price (₹) *" → "Price". */
const labelled = (label: string) => (_: string, element: Element | null) =>
  element?.tagName === 'LABEL' &&
  (element.textContent ?? '').replace(/\s*\*$/, '').replace(/ \(.*\)$/, '') === label

describe('catalogue forms mark an input required exactly when the create schema requires its field', () => {
  it.each(FORMS)('$name', async ({ name, form, schema, labels }) => {
    stubGetRoutes({})
    renderAdmin(form, { platform: createTestPlatform().platform })
    const dialog = await screen.findByRole('dialog', { name })
    const required = requiredFieldsOf(schema)
    const marked = Object.entries(labels).map(([field, label]) => {
      const element = within(dialog).getByText(labelled(label))
      const input = element.getAttribute('for') ?? ''
      return {
        field,
        required: document.getElementById(input)?.hasAttribute('required'),
        // The asterisk staff see, which an input may show without being required (withAsterisk).
        asterisk: /\*\s*$/.test(element.textContent ?? ''),
      }
    })
    expect(marked).toEqual(
      Object.keys(labels).map((field) => ({
        field,
        required: required.includes(field),
        asterisk: required.includes(field),
      })),
    )
    // No input outside the table is marked required either.
    expect(dialog.querySelectorAll('input[required], textarea[required]')).toHaveLength(
      required.filter((field) => field in labels).length,
    )
  })
})
