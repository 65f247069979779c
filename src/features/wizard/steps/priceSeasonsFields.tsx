import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Group,
  type NumberInputProps,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { CommissionModel } from '../../../../machines/netAmount.ts';
import * as schemaLimits from '../../../../openapi/limits.ts';
import { NumberInputAfterDraw } from '../../../ui/NumberInputAfterDraw.tsx';
import { MONEY } from '../stepMessages.ts';
import { NetAmountNote, useDollars } from './priceInputs.tsx';
import { DISCOUNT_STEP, type ExtraFeeRow, PRICE_LIMITS } from './priceSeasonsSchema.ts';

/** The contract's limits of AccommodationPrice.extra_fee and of each ExtraFee. */
export const EXTRA_FEE_LIMITS = {
  items: schemaLimits.AccommodationPrice.extra_fee.maxItems,
  name: schemaLimits.ExtraFee.name.maxLength,
} as const;

/** A discount in percent, in the steps the contract accepts. */
export function DiscountInput(props: NumberInputProps) {
  return (
    <NumberInputAfterDraw
      min={PRICE_LIMITS.discount[0]}
      max={PRICE_LIMITS.discount[1]}
      step={DISCOUNT_STEP}
      decimalScale={5}
      allowNegative={false}
      suffix=" %"
      {...props}
    />
  );
}

interface ExtraFeesProps {
  fees: ExtraFeeRow[];
  model: CommissionModel;
  disabled: boolean;
  onAdd: (fee: ExtraFeeRow) => void;
  onRemove: (index: number) => void;
}

/** Charges beyond the nightly price (cleaning, pets…): only a named fee with a price is added. */
export function ExtraFees({ fees, model, disabled, onAdd, onRemove }: ExtraFeesProps) {
  const { t } = useLingui();
  const dollars = useDollars();
  const [name, setName] = useState('');
  const [price, setPrice] = useState<number | string>('');
  const [missing, setMissing] = useState(false);
  const full = fees.length >= EXTRA_FEE_LIMITS.items;

  const add = () => {
    if (name.trim() === '' || typeof price !== 'number') {
      setMissing(true);
      return;
    }
    onAdd({ key: randomId(), name: name.trim(), price });
    setName('');
    setPrice('');
    setMissing(false);
  };

  return (
    <Stack gap="sm">
      <Text fw={600}>
        <Trans>Cargos adicionales</Trans>
      </Text>
      {fees.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Sin cargos adicionales.</Trans>
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {fees.map((fee, index) => (
            <Paper key={fee.key} component="li" withBorder p="xs">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm">
                    {fee.name}: {dollars(fee.price)}
                  </Text>
                  <NetAmountNote price={fee.price} model={model} />
                </div>
                <ActionIcon
                  color="red"
                  variant="subtle"
                  disabled={disabled}
                  onClick={() => onRemove(index)}
                  aria-label={t`Quitar el cargo ${fee.name}`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {!full && (
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={t`Nombre del cargo`}
            placeholder={t`Por ejemplo: limpieza`}
            maxLength={EXTRA_FEE_LIMITS.name}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={missing && name.trim() === '' ? t`Escribe el nombre del cargo` : undefined}
            disabled={disabled}
            style={{ flex: '2 1 200px' }}
          />
          <NumberInputAfterDraw
            label={t`Precio del cargo`}
            prefix="$ "
            min={MONEY.minimum}
            max={MONEY.maximum}
            decimalScale={2}
            allowNegative={false}
            value={price}
            onChange={setPrice}
            error={missing && typeof price !== 'number' ? t`Escribe el precio del cargo` : undefined}
            disabled={disabled}
            style={{ flex: '1 1 120px' }}
          />
          <Button
            mt={{ base: 0, xs: 25 }}
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={add}
            disabled={disabled}
          >
            <Trans>Agregar cargo</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
