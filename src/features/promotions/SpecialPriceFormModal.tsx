import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { nightPrice } from '../../../machines/travelerPrice.ts';
import { formatDate, today } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { DateField } from '../../ui/DateField.tsx';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { pricePreviewQuery } from './pricePreviewQueries.ts';
import {
  draftBasis,
  SPECIAL_PRICE_LIMITS,
  type SpecialPriceField,
  type SpecialPriceValues,
  specialPriceSchema,
} from './specialPriceForm.ts';
import { TravelerPays } from './TravelerPays.tsx';

export interface FieldRefusal {
  field: SpecialPriceField;
  message: string;
}

interface SpecialPriceFormModalProps {
  opened: boolean;
  productId: string;
  /** The entry being edited, null for a new one. */
  editing: string | null;
  initial: SpecialPriceValues;
  saving: boolean;
  /** A refusal of the server that names a field, shown on it. */
  refusal: FieldRefusal | null;
  onSave: (values: SpecialPriceValues) => void;
  onClose: () => void;
}

/** Create or edit one special price (SPEC §3 Special price), with what the traveler pays its first night. */
export function SpecialPriceFormModal({ opened, editing, ...props }: SpecialPriceFormModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={editing ? t`Editar precio especial` : t`Nuevo precio especial`}
      size={560}
      closeOnClickOutside={!props.saving}
      closeOnEscape={!props.saving}
      closeButtonProps={{ 'aria-label': t`Cerrar` }}
    >
      {opened ? <SpecialPriceForm editing={editing} {...props} /> : null}
    </Modal>
  );
}

function SpecialPriceForm({
  productId,
  editing,
  initial,
  saving,
  refusal,
  onSave,
  onClose,
}: Omit<SpecialPriceFormModalProps, 'opened'>) {
  const { t } = useLingui();
  const form = useForm<SpecialPriceValues>({
    initialValues: initial,
    validate: schemaResolver(specialPriceSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is stable enough; only a new refusal sets an error
  useEffect(() => {
    if (!refusal) return;
    form.setFieldError(refusal.field, refusal.message);
    focusFirstInvalid();
  }, [refusal]);
  const values = form.getValues();
  const firstDay = today();
  // The form holds '' for no day, as it always has.
  const dateInputProps = (field: 'start_date' | 'end_date') => {
    const props = form.getInputProps(field);
    return { ...props, onChange: (day: string | null) => props.onChange(day ?? '') };
  };

  return (
    <form noValidate onSubmit={form.onSubmit((checked) => onSave(checked), focusFirstInvalid)}>
      <Stack gap="md">
        <TextInput
          label={t`Nota`}
          description={t`Por ejemplo: temporada alta, feria local`}
          required
          maxLength={SPECIAL_PRICE_LIMITS.note}
          data-autofocus
          {...form.getInputProps('note')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField
            label={t`Primera noche`}
            required
            minDate={editing ? undefined : firstDay}
            {...dateInputProps('start_date')}
          />
          <DateField
            label={t`Última noche`}
            required
            minDate={values.start_date || (editing ? undefined : firstDay)}
            {...dateInputProps('end_date')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={t`Precio por noche (USD)`}
            description={t`Incluye la comisión de la plataforma`}
            required
            prefix="$ "
            min={0}
            max={SPECIAL_PRICE_LIMITS.price}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('price')}
          />
          <NumberInput
            label={t`Noches mínimas`}
            min={SPECIAL_PRICE_LIMITS.minNight[0]}
            max={SPECIAL_PRICE_LIMITS.minNight[1]}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('min_night')}
          />
        </SimpleGrid>
        <Switch
          label={t`Admite descuentos`}
          description={t`Las promociones de descuento también bajan este precio; los recargos siempre se suman.`}
          {...form.getInputProps('discounts', { type: 'checkbox' })}
        />
        <DraftPreview productId={productId} editing={editing} values={values} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button type="submit" loading={saving}>
            <Trans>Guardar</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the traveler pays the first night of the typed range: the server's basis for that night (promotions
 * already running included) with the draft in place of the entry edited, priced by the shared function.
 */
function DraftPreview({
  productId,
  editing,
  values,
}: {
  productId: string;
  editing: string | null;
  values: SpecialPriceValues;
}) {
  const draft = draftBasis(values);
  const start = draft && ISO_DATE.test(draft.start_date) ? draft.start_date : null;
  const preview = useQuery({ ...pricePreviewQuery(productId, start ?? '', 1), enabled: start !== null });
  const night = formatDate(start ?? '2000-01-01', currentLanguage());

  let body: ReactNode;
  if (!draft || !start) {
    body = (
      <Text size="sm" c="dimmed">
        <Trans>Escribe la primera noche y el precio para ver lo que paga el viajero.</Trans>
      </Text>
    );
  } else if (preview.isError) {
    body = (
      <Group gap="sm">
        <Text size="sm" c="red.8">
          <Trans>No se pudo calcular la vista previa.</Trans>
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => void preview.refetch()}>
          <Trans>Reintentar</Trans>
        </Button>
      </Group>
    );
  } else if (!preview.data) {
    body = <Skeleton h={20} w="80%" />;
  } else {
    const { basis, today: bookingDay } = preview.data;
    const withDraft = {
      ...basis,
      // The draft first: where it overlaps a stored one (the server will refuse that) it is what was typed.
      special_prices: [draft, ...basis.special_prices.filter((s) => s.special_price_id !== editing)],
    };
    body = <TravelerPays night={nightPrice(withDraft, start, { today: bookingDay })} />;
  }

  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" aria-live="polite" data-testid="special-price-preview">
      <Stack gap={4}>
        <Text size="xs" fw={600} c="dimmed">
          {start ? <Trans>Vista previa de la noche del {night}</Trans> : <Trans>Vista previa</Trans>}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}
