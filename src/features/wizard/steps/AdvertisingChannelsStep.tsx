import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { isPromotedSomewhere } from '../../../../machines/completion.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { StepFormShell } from '../StepFormShell.tsx';
import { defineStep, productIdOf, type StepContext, type StepFormProps } from '../stepDefinition.ts';

type Channels = components['schemas']['AdvertisingChannels'];
type ChannelsSave = components['schemas']['AdvertisingChannelsSave'];
type Channel = Channels['social_networks'][number];

const path = (request: StepContext) => ({
  params: { path: { id: productIdOf(request), type: request.productType, languageCode: request.language } },
});

const assignedIds = (channels: Channel[] | undefined) =>
  (channels ?? []).filter((c) => c.assigned).map((c) => c._id);

interface ChannelGroupProps {
  legend: ReactNode;
  allLabel: string;
  channels: Channel[];
  value: string[];
  disabled: boolean;
  onChange: (ids: string[]) => void;
}

/** One group of channels with a "select all" box above it (checked, unchecked or partly). */
function ChannelGroup({ legend, allLabel, channels, value, disabled, onChange }: ChannelGroupProps) {
  const all = channels.length > 0 && channels.every((c) => value.includes(c._id));
  const some = value.length > 0 && !all;
  return (
    <Fieldset legend={legend}>
      {channels.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No hay canales disponibles para este tipo de producto.</Trans>
        </Text>
      ) : (
        <Stack gap="sm">
          <Checkbox
            label={allLabel}
            checked={all}
            indeterminate={some}
            disabled={disabled}
            onChange={() => onChange(all ? [] : channels.map((c) => c._id))}
          />
          <Checkbox.Group value={value} onChange={onChange}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" ml="md">
              {channels.map((channel) => (
                <Checkbox key={channel._id} value={channel._id} label={channel.name} disabled={disabled} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </Stack>
      )}
    </Fieldset>
  );
}

/** Where the product is promoted: social networks and sell channels (SPEC §3 ad channels). */
function AdvertisingChannelsForm({ formId, data, busy, onSubmit }: StepFormProps<Channels, ChannelsSave>) {
  const { t } = useLingui();
  const offered = (data?.social_networks.length ?? 0) + (data?.sell_channels.length ?? 0);
  const form = useForm<ChannelsSave>({
    initialValues: {
      social_networks: assignedIds(data?.social_networks),
      sell_channels: assignedIds(data?.sell_channels),
    },
    // A product promoted nowhere is not a finished step (the server refuses it too).
    validate: {
      social_networks: (networks, values) =>
        isPromotedSomewhere(offered, networks.length + values.sell_channels.length)
          ? null
          : t`Elige al menos un canal donde promocionar tu producto`,
    },
  });
  const nowhere = form.errors.social_networks;

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      <Text size="sm" c="dimmed">
        <Trans>Elige dónde quieres que promocionemos tu producto.</Trans>
      </Text>
      {nowhere ? (
        <Text size="sm" c="red.8" role="alert" data-invalid-field>
          {nowhere}
        </Text>
      ) : null}
      <ChannelGroup
        legend={<Trans>Redes sociales</Trans>}
        allLabel={t`Todas las redes sociales`}
        channels={data?.social_networks ?? []}
        value={form.values.social_networks}
        disabled={busy}
        onChange={(ids) => form.setFieldValue('social_networks', ids)}
      />
      <ChannelGroup
        legend={<Trans>Canales de venta</Trans>}
        allLabel={t`Todos los canales de venta`}
        channels={data?.sell_channels ?? []}
        value={form.values.sell_channels}
        disabled={busy}
        onChange={(ids) => form.setFieldValue('sell_channels', ids)}
      />
    </StepFormShell>
  );
}

export const advertisingChannelsStep = defineStep<Channels, ChannelsSave>({
  load: async (request) =>
    unwrap(await api.GET('/api/general/networks-channels/{id}/{type}/{languageCode}', path(request))),
  save: async (request, body) =>
    unwrap(
      await api.PUT('/api/general/networks-channels/{id}/{type}/{languageCode}', { ...path(request), body }),
    ),
  Form: AdvertisingChannelsForm,
});
