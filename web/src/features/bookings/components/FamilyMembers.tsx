import {
  type BookingItem,
  BULK_DISCOUNT_MIN_MEMBERS,
  BULK_DISCOUNT_PERCENT,
  familyDiscountApplies,
  isOneOf,
  MAX_FAMILY_MEMBERS,
  MAX_PATIENT_AGE,
  PATIENT_SEXES,
  type PatientSex,
} from '@labsite/shared'
import {
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { itemKey, useBookingBasket } from '../stores/booking-basket'

/**
 * Who the booking is for: family members by name, age and sex, each ticking the basket's
 * items they take; from three members the family discount applies and says so. Without members the
 * booking is for the person booking. Age and sex go on the sample labels.
 */
/** The select's value as a member's sex: its empty choice ("choose") is none yet. */
const patientSexOf = (value: string): PatientSex | null => (isOneOf(PATIENT_SEXES, value) ? value : null)

export function FamilyMembers({ items, error }: { items: readonly BookingItem[]; error?: string }) {
  const { t } = useTranslation()
  const { members, addMember, updateMember, removeMember } = useBookingBasket()
  const discount = familyDiscountApplies(members.length)
  return (
    <Stack gap="xs" component="section" aria-label={t('basket.familyMembers')}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {t('basket.familyMembers')}
        </Text>
        {discount ? (
          <Badge color="teal" variant="light" size="lg">
            {t('basket.discountApplies', { percent: BULK_DISCOUNT_PERCENT })}
          </Badge>
        ) : (
          <Text size="sm">
            {t('basket.discountHint', { members: BULK_DISCOUNT_MIN_MEMBERS, percent: BULK_DISCOUNT_PERCENT })}
          </Text>
        )}
      </Group>
      {members.map((member, index) => {
        const number = index + 1
        return (
          <Paper
            withBorder
            p="xs"
            radius="sm"
            // biome-ignore lint/suspicious/noArrayIndexKey: a member is its place in the list until named
            key={index}
            component="fieldset"
            aria-label={t('basket.memberLabel', { number })}
            style={{ margin: 0 }}
          >
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
              <TextInput
                label={t('basket.memberName', { number })}
                required
                value={member.name}
                maxLength={100}
                onChange={(event) => updateMember(index, { name: event.currentTarget.value })}
              />
              <NumberInput
                label={t('basket.memberAge', { number })}
                required
                min={0}
                max={MAX_PATIENT_AGE}
                allowDecimal={false}
                value={member.age ?? ''}
                onChange={(value) =>
                  updateMember(index, {
                    age: value === '' ? null : Math.max(0, Math.min(MAX_PATIENT_AGE, Number(value))),
                  })
                }
              />
              <NativeSelect
                label={t('basket.memberSex', { number })}
                required
                value={member.sex ?? ''}
                data={[
                  { value: '', label: t('basket.chooseSex') },
                  ...PATIENT_SEXES.map((sex) => ({ value: sex, label: t(`basket.sex.${sex}`) })),
                ]}
                onChange={(event) => updateMember(index, { sex: patientSexOf(event.currentTarget.value) })}
              />
            </SimpleGrid>
            <Group gap="sm" mt="xs" wrap="wrap">
              {items.map((item) => (
                <Checkbox
                  key={itemKey(item)}
                  label={item.name}
                  aria-label={t('basket.memberTakes', { number, name: item.name })}
                  checked={member.items.includes(itemKey(item))}
                  onChange={(event) =>
                    updateMember(index, {
                      items: event.currentTarget.checked
                        ? [...member.items, itemKey(item)]
                        : member.items.filter((key) => key !== itemKey(item)),
                    })
                  }
                />
              ))}
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                ml="auto"
                onClick={() => removeMember(index)}
              >
                {t('basket.removeMember', { number })}
              </Button>
            </Group>
          </Paper>
        )
      })}
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="sm"
          onClick={addMember}
          disabled={items.length === 0 || members.length >= MAX_FAMILY_MEMBERS}
        >
          {t('basket.addMember')}
        </Button>
      </Group>
    </Stack>
  )
}
