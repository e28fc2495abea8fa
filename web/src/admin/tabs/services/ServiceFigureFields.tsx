import { PRICE_MAX, RATING_MAX, RATING_STEP, SERVICE_RATING_MIN, ServiceCreate } from '@labsite/shared'
import { Checkbox, NumberInput, SimpleGrid, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useCurrencySymbol } from '../../hooks/use-price-format'
import { schemaField } from '../../lib/schema-field'
import type { ServiceFormValues } from './service-form-values'

/** The service form's figures: price, duration, tests included, rating, patients, and "Popular". */
export function ServiceFigureFields({ form }: { form: UseFormReturnType<ServiceFormValues> }) {
  const currency = useCurrencySymbol()
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NumberInput
        label={`Price (${currency})`}
        description="Empty: price on request"
        min={0}
        max={PRICE_MAX}
        decimalScale={2}
        thousandSeparator=","
        leftSection={currency}
        {...schemaField(form, ServiceCreate, 'amount')}
      />
      <TextInput label="Duration" placeholder="15 min" {...schemaField(form, ServiceCreate, 'duration')} />
      <NumberInput
        label="Tests included"
        min={0}
        allowDecimal={false}
        {...schemaField(form, ServiceCreate, 'testsCount')}
      />
      <NumberInput
        label="Rating"
        min={SERVICE_RATING_MIN}
        max={RATING_MAX}
        step={RATING_STEP}
        decimalScale={1}
        {...schemaField(form, ServiceCreate, 'rating')}
      />
      <NumberInput
        label="Patients"
        min={0}
        allowDecimal={false}
        {...schemaField(form, ServiceCreate, 'patients')}
      />
      <Checkbox
        label="Popular"
        mt={{ sm: 'xl' }}
        {...form.getInputProps('isPopular', { type: 'checkbox' })}
      />
    </SimpleGrid>
  )
}
