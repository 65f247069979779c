import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { promotionFormMachine } from '../../../machines/promotionForm.machine.ts';
import {
  DISCOUNT_CHOICES,
  type DiscountChoice,
  type FieldChange,
  isIncrease,
  MAX_MIN_NIGHTS,
  type OfferType,
  PERCENT_STEP,
  type PromotionErrorCode,
  type PromotionStatus,
  type PromotionType,
  reveals,
} from '../../../machines/promotionRules.ts';
import { isServerUnreachable, type RequestFailure } from '../../../machines/requestFailure.ts';
import { today } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { DateField } from '../../ui/DateField.tsx';
import { SaveFailureModal } from '../../ui/SaveFailureModal.tsx';
import { type PreviewProduct, PromotionPreview } from './PromotionPreview.tsx';
import {
  loadedPromotion,
  type Promotion,
  type PromotionOrigin,
  refreshPromotions,
  savePromotion,
} from './promotionQueries.ts';
import {
  CHOICE_NAME,
  ERROR_TEXT,
  OFFER_TYPE_NAME,
  OFFER_TYPES,
  STATUS_NAME,
  STATUSES,
  TYPE_NAME,
} from './promotionWording.ts';

export interface PromotionFormProps {
  /** The promotion being edited; none creates one. */
  promotion?: Promotion | undefined;
  /** The type a new promotion starts with (the tab it is created from). */
  initialType?: PromotionType | undefined;
  /** The types the selector offers (the offers' three, the increases' one, or all four). */
  types: readonly PromotionType[];
  /** /offers and /increases: the new promotion is assigned to their product. */
  origin: PromotionOrigin | null;
  /** The products the price preview shows. */
  previewProducts: readonly PreviewProduct[];
}

const failureText = (failure: RequestFailure, serverTrouble: string) =>
  isServerUnreachable(failure) ? serverTrouble : failure.message;

/** The form itself: mounted with the modal, so each opening starts from the stored promotion or a blank one. */
export function PromotionForm({
  promotion,
  initialType,
  types,
  origin,
  previewProducts,
  onDone,
}: PromotionFormProps & { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const todayRef = useRef(today());
  const [snapshot, send] = useMachine(
    promotionFormMachine.provide({
      actors: {
        savePromotion: fromPromise(async ({ input }) => {
          const saved = await savePromotion(input.promotionId, input.values, language, origin);
          await refreshPromotions(queryClient);
          return saved;
        }),
      },
    }),
    {
      input: {
        today: todayRef.current,
        basePrice: null,
        forIncreases: initialType === 4,
        // A new promotion opens with its tab's type.
        ...(initialType ? { initialType } : {}),
        ...(promotion ? { promotion: loadedPromotion(promotion) } : {}),
      },
    },
  );
  const { values, errors, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const shown = reveals(values);
  const increase = isIncrease(values.promotion_type);
  const change = (next: FieldChange) => send({ type: 'field.change', ...next });

  useEffect(() => {
    if (snapshot.status === 'done') onDone();
  }, [snapshot.status, onDone]);

  const error = (code: PromotionErrorCode | undefined) => (code ? i18n._(ERROR_TEXT[code]) : undefined);
  const statusLabel = useId();
  const choiceLabel = useId();
  const percentLabel = increase ? t`Porcentaje de recargo` : t`Porcentaje de descuento`;

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t`Título`}
            maxLength={100}
            value={values.title}
            onChange={(event) => change({ field: 'title', value: event.currentTarget.value })}
            disabled={busy}
          />
          <Select
            label={t`Tipo de promoción`}
            placeholder={t`Elige una opción`}
            required
            data={types.map((type) => ({ value: String(type), label: i18n._(TYPE_NAME[type]) }))}
            value={values.promotion_type === null ? null : String(values.promotion_type)}
            onChange={(value) =>
              value && change({ field: 'promotion_type', value: Number(value) as PromotionType })
            }
            error={error(errors.promotion_type)}
            disabled={busy}
            comboboxProps={{ withinPortal: true }}
          />
          {shown.specialSeason ? (
            <Select
              label={t`Temporada especial`}
              data={OFFER_TYPES.map((offer) => ({
                value: String(offer),
                label: i18n._(OFFER_TYPE_NAME[offer]),
              }))}
              value={String(values.offer_type)}
              onChange={(value) =>
                value && change({ field: 'offer_type', value: Number(value) as OfferType })
              }
              disabled={busy}
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
          <Stack gap={4}>
            <Text size="sm" fw={500} id={statusLabel}>
              <Trans>Estado</Trans>
            </Text>
            <Box maw="100%" style={{ overflowX: 'auto' }}>
              <SegmentedControl
                aria-labelledby={statusLabel}
                value={String(values.assigned_check)}
                onChange={(value) =>
                  change({ field: 'assigned_check', value: Number(value) as PromotionStatus })
                }
                data={STATUSES.map((status) => ({
                  value: String(status),
                  label: i18n._(STATUS_NAME[status]),
                }))}
                disabled={busy}
              />
            </Box>
          </Stack>
          {shown.showFrom ? (
            <DateField
              label={t`Mostrar desde`}
              description={t`Hasta ese día la promoción no se muestra a los viajeros.`}
              required
              value={values.date_show_promotion}
              onChange={(value) => change({ field: 'date_show_promotion', value })}
              error={error(errors.date_show_promotion)}
              disabled={busy}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <DateField
              label={t`Fecha de inicio`}
              required
              value={values.start_date}
              onChange={(value) => change({ field: 'start_date', value })}
              error={error(errors.start_date)}
              disabled={busy}
            />
            <DateField
              label={t`Fecha de fin`}
              required
              value={values.end_date}
              onChange={(value) => change({ field: 'end_date', value })}
              error={error(errors.end_date)}
              disabled={busy}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={choiceLabel}>
              {increase ? <Trans>Recargo</Trans> : <Trans>Descuento</Trans>}
            </Text>
            <SegmentedControl
              aria-labelledby={choiceLabel}
              value={values.discountChoice === null ? '' : String(values.discountChoice)}
              onChange={(value) =>
                change({
                  field: 'discountChoice',
                  value: (value === 'custom' ? 'custom' : Number(value)) as DiscountChoice,
                })
              }
              data={DISCOUNT_CHOICES.map((choice) => ({
                value: String(choice),
                label:
                  choice === 'custom' ? i18n._(CHOICE_NAME.custom) : `${increase ? '+' : '−'}${choice} %`,
              }))}
              disabled={busy}
            />
          </Stack>
          <PercentInput
            label={percentLabel}
            percent={values.percent_discount}
            onPercent={(value) => change({ field: 'percent_discount', value })}
            error={error(errors.percent_discount)}
            disabled={busy}
          />
          <PromotionPreview
            products={previewProducts}
            values={values}
            promotionId={snapshot.context.promotionId}
            today={todayRef.current}
          />
          {shown.minNights ? (
            <NumberInput
              label={t`Noches mínimas`}
              description={t`La estancia más corta a la que se aplica.`}
              required
              min={1}
              max={MAX_MIN_NIGHTS}
              step={1}
              allowDecimal={false}
              value={values.min_days}
              onChange={(value) =>
                change({ field: 'min_days', value: typeof value === 'number' ? value : 0 })
              }
              error={error(errors.min_days)}
              disabled={busy}
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone} disabled={busy}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" loading={busy}>
              <Trans>Guardar promoción</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
      <SaveFailureModal
        message={
          snapshot.matches('failed') && failure
            ? failureText(failure, t`No pudimos conectar con el servidor. Inténtalo de nuevo en un momento.`)
            : null
        }
        onClose={() => send({ type: 'failure.dismiss' })}
      />
    </>
  );
}

/** A typed percent ('' while empty; '12.' while a decimal is being typed) as the number it stands for. */
const percentOf = (text: string | number): number | null => {
  if (typeof text === 'number') return text;
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isNaN(value) ? null : value;
};

/**
 * The percent, typed in the interface's decimals: the text is kept as typed (a trailing comma, a zero after
 * it) while the form holds its number; a choice of 5, 10 or 20 % writes its number here.
 */
function PercentInput({
  label,
  percent,
  onPercent,
  error,
  disabled,
}: {
  label: string;
  percent: number | null;
  onPercent: (value: number | null) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { i18n } = useLingui();
  const [text, setText] = useState<string | number>(percent ?? '');
  if (percentOf(text) !== percent) setText(percent ?? '');
  return (
    <NumberInput
      label={label}
      required
      min={0}
      step={PERCENT_STEP}
      decimalScale={5}
      decimalSeparator={i18n.locale === 'es' ? ',' : '.'}
      suffix=" %"
      value={text}
      onChange={(value) => {
        setText(value);
        const next = percentOf(value);
        if (next !== percent) onPercent(next);
      }}
      error={error}
      disabled={disabled}
    />
  );
}
