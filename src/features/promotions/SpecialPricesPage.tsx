import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCalendarDollar, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { asFailure } from '../../api/errors.ts';
import { formatDate } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { dialogAfterDraw } from '../../ui/afterDraw.tsx';
import { PageNotice } from '../../ui/PageNotice.tsx';
import { AnchorLink, ButtonLink } from '../../ui/RouterLinks.tsx';
import { SaveFailureModal } from '../../ui/saveFailureAfterDraw.tsx';
import { PRICE_PREVIEW_ROOT } from './pricePreviewQueries.ts';
import type { FieldRefusal } from './SpecialPriceFormModal.tsx';
import {
  emptySpecialPrice,
  fieldOfRefusal,
  inputOfValues,
  listWith,
  listWithout,
  SPECIAL_PRICE_LIMITS,
  type SpecialPriceValues,
  valuesOf,
} from './specialPriceForm.ts';
import {
  hasSpecialPrices,
  type NightlyType,
  type SpecialPrice,
  type SpecialPriceInput,
  saveSpecialPrices,
  specialPriceProductQuery,
  specialPricesQuery,
} from './specialPriceQueries.ts';
import { useMoney } from './TravelerPays.tsx';

// The form and the confirmation come once the list has drawn, not with it: the form's number and date fields,
// its rules and the Temporal polyfill were ~35 KiB gzip of the page's first download (issue 28).
const SpecialPriceFormModal = dialogAfterDraw(() =>
  import('./SpecialPriceFormModal.tsx').then((module) => module.SpecialPriceFormModal),
);
const DeleteSpecialPriceModal = dialogAfterDraw(
  () => import('./DeleteSpecialPriceModal.tsx').then((module) => module.DeleteSpecialPriceModal),
  ({ entry }) => entry !== null,
);

/** /special-prices/{id}?type: a stay's special prices (SPEC §2, §3 Special price, §7 whole list). */
export function SpecialPricesPage({ id, type }: { id: string; type: number | undefined }) {
  return (
    <Stack gap="md" maw={900} mx="auto">
      <AnchorLink to="/my-products" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          <Trans>Mis productos</Trans>
        </Group>
      </AnchorLink>
      <Title order={1} size="h2">
        <Trans>Precios especiales</Trans>
      </Title>
      {hasSpecialPrices(type) ? <SpecialPricesScreen id={id} type={type} /> : <NotAStay />}
    </Stack>
  );
}

function NotAStay() {
  return (
    <PageNotice
      order={2}
      icon={<IconCalendarDollar size={28} />}
      title={<Trans>Este producto no tiene precios especiales</Trans>}
      action={
        <ButtonLink to="/my-products" leftSection={<IconArrowLeft size={18} />}>
          <Trans>Volver a mis productos</Trans>
        </ButtonLink>
      }
    >
      <Trans>
        Tienen precios especiales las casas, las habitaciones privadas, las estancias únicas y cada habitación
        de un hotel u hostal (los de un hotel se ponen en sus habitaciones).
      </Trans>
    </PageNotice>
  );
}

type FormState = { editing: string | null; initial: SpecialPriceValues } | null;
type Save = { list: SpecialPriceInput[]; index: number | null; done: string };

function SpecialPricesScreen({ id, type }: { id: string; type: NightlyType }) {
  const { t } = useLingui();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const { data: product } = useSuspenseQuery(specialPriceProductQuery(id, type));
  const { data: entries } = useSuspenseQuery(specialPricesQuery(id, type, language));
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<SpecialPrice | null>(null);
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const money = useMoney();

  const save = useMutation({
    mutationFn: ({ list }: Save) => saveSpecialPrices(id, type, language, list),
    onSuccess: (stored, { done }) => {
      queryClient.setQueryData(specialPricesQuery(id, type, language).queryKey, stored);
      void queryClient.invalidateQueries({ queryKey: PRICE_PREVIEW_ROOT });
      setForm(null);
      setDeleting(null);
      notifications.show({ color: 'teal', message: done });
    },
    onError: (error, { index }) => {
      const refused = asFailure(error);
      const field = refused.status === 400 && index !== null ? fieldOfRefusal(refused.field) : null;
      // A refused field while the form is open (an overlap names the start date) is told on that field; the
      // form keeps what was typed. Anything else goes to the §8 modal.
      if (field && form) setRefusal({ field, message: refused.message });
      else setFailure(refused.message);
    },
  });

  const submit = (values: SpecialPriceValues) => {
    if (!form) return;
    setRefusal(null);
    const { list, index } = listWith(entries, inputOfValues(values, form.editing), form.editing);
    save.mutate({
      list,
      index,
      done: form.editing ? t`Precio especial actualizado` : t`Precio especial agregado`,
    });
  };

  const full = entries.length >= SPECIAL_PRICE_LIMITS.items;
  const base = product.base_price !== null ? money(product.base_price) : null;
  const weekend = product.weekend_price !== null ? money(product.weekend_price) : null;

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="special-prices-product">
        <Group wrap="nowrap" align="flex-start">
          <Avatar src={product.mainPicture?.url_photo ?? null} alt="" size={64} radius="md">
            <IconCalendarDollar size={28} />
          </Avatar>
          <Stack gap={2}>
            <Title order={2} size="h4" id="special-prices-product">
              {product.name}
            </Title>
            <Text size="sm" c="dimmed">
              {base ? <Trans>Precio base: {base}</Trans> : <Trans>Aún sin precio base</Trans>}
              {weekend ? (
                <>
                  {' · '}
                  <Trans>Fin de semana: {weekend}</Trans>
                </>
              ) : null}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed" size="sm" maw={520}>
          <Trans>
            Un precio especial reemplaza el precio base y el de fin de semana en sus noches (ambas fechas
            incluidas).
          </Trans>
        </Text>
        <Button
          leftSection={<IconPlus size={18} />}
          disabled={full}
          onClick={() => {
            setRefusal(null);
            setForm({ editing: null, initial: emptySpecialPrice() });
          }}
        >
          <Trans>Agregar precio especial</Trans>
        </Button>
      </Group>
      {entries.length === 0 ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          <Stack gap="xs" align="center">
            <IconCalendarDollar size={32} aria-hidden />
            <Text fw={600}>
              <Trans>Aún no tienes precios especiales</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>Agrega uno para cobrar distinto en temporada alta, ferias o fechas señaladas.</Trans>
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Precios especiales`}
        >
          {entries.map((entry) => (
            <SpecialPriceItem
              key={entry.special_price_id}
              entry={entry}
              busy={save.isPending}
              onEdit={() => {
                setRefusal(null);
                setForm({ editing: entry.special_price_id, initial: valuesOf(entry) });
              }}
              onDelete={() => setDeleting(entry)}
            />
          ))}
        </Stack>
      )}
      <SpecialPriceFormModal
        opened={form !== null}
        productId={id}
        editing={form?.editing ?? null}
        initial={form?.initial ?? emptySpecialPrice()}
        saving={save.isPending}
        refusal={refusal}
        onSave={submit}
        onClose={() => setForm(null)}
      />
      <DeleteSpecialPriceModal
        entry={deleting}
        deleting={save.isPending}
        onDelete={(entry) =>
          save.mutate({
            list: listWithout(entries, entry.special_price_id),
            index: null,
            done: t`Precio especial eliminado`,
          })
        }
        onClose={() => setDeleting(null)}
      />
      <SaveFailureModal message={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}

function SpecialPriceItem({
  entry,
  busy,
  onEdit,
  onDelete,
}: {
  entry: SpecialPrice;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const language = currentLanguage();
  const from = formatDate(entry.start_date, language);
  const to = formatDate(entry.end_date, language);
  const price = money(entry.price);
  const nights = entry.min_night;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={entry.note}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Text fw={600}>{entry.note}</Text>
          <Text size="sm">
            <Trans>
              Del {from} al {to}
            </Trans>
          </Text>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              <Trans>{price} por noche</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>Noches mínimas: {nights}</Trans>
            </Text>
            <Badge variant="light" color={entry.discounts ? 'teal' : 'gray'}>
              {entry.discounts ? <Trans>Admite descuentos: sí</Trans> : <Trans>Admite descuentos: no</Trans>}
            </Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            variant="light"
            size="compact-md"
            leftSection={<IconPencil size={16} />}
            onClick={onEdit}
            disabled={busy}
            aria-label={t`Editar ${entry.note}`}
          >
            <Trans>Editar</Trans>
          </Button>
          <Button
            variant="light"
            color="red"
            size="compact-md"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
            disabled={busy}
            aria-label={t`Eliminar ${entry.note}`}
          >
            <Trans>Eliminar</Trans>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
