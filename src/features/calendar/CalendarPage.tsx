import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBed, IconCalendarOff } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { sellsByDeparture } from '../../../machines/departures.ts';
import { kindOf } from '../../../machines/productKinds.ts';
import { hasCalendar } from '../../../machines/productTypes.ts';
import { today } from '../../i18n/dates.ts';
import { isLanguage, type Language } from '../../i18n/i18n.ts';
import { dialogAfterDraw } from '../../ui/afterDraw.tsx';
import { type LazyPart, LazyPartView } from '../../ui/LazyPart.tsx';
import { PageNotice } from '../../ui/PageNotice.tsx';
import { AnchorLink, ButtonLink } from '../../ui/RouterLinks.tsx';
import { roomsPathOf } from '../../ui/roomsPath.ts';
import { availabilityQuery } from './availabilityQueries.ts';
import type { CalendarDialog, CalendarDialogsProps } from './CalendarDialogs.tsx';
import { CalendarLegend } from './CalendarLegend.tsx';
import { CalendarMonths } from './CalendarMonths.tsx';
import { CalendarSyncPanel } from './CalendarSyncPanel.tsx';
import { monthOf } from './calendarDays.ts';
import { DeparturePrices, DeparturesStatus } from './DeparturesStatus.tsx';
import { departuresQuery } from './departuresQuery.ts';
import { RangeList } from './RangeList.tsx';
import { SelectionPanel } from './SelectionPanel.tsx';
import { useCalendarRange } from './useCalendarRange.ts';
import './calendar.css';

/** The dialogs (and Mantine's modal with them) download after the page draws, and mount when one opens. */
const CalendarDialogs = dialogAfterDraw(
  () => import('./CalendarDialogs.tsx').then((module) => module.CalendarDialogs),
  (props: CalendarDialogsProps) => props.open !== null || props.busy,
);

/** What the price strip of the next nights (issue 14) is drawn with. */
interface PriceStripProps {
  productId: string;
  productType: number;
}

function PriceStripPart({ id, type, priceStrip }: CalendarPageProps) {
  return (
    <LazyPartView
      part={priceStrip}
      loading={<Skeleton h={130} radius="md" />}
      failed={(retry) => (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={<Trans>No se pudieron descargar los precios</Trans>}
        >
          <Button size="compact-sm" variant="light" color="red" onClick={retry}>
            <Trans>Reintentar</Trans>
          </Button>
        </Alert>
      )}
    >
      {(PriceStrip) => <PriceStrip productId={id} productType={type} />}
    </LazyPartView>
  );
}

interface CalendarPageProps {
  id: string;
  type: number;
  /**
   * The price strip, which the promotions feature draws and the route gives: it and its words download beside the
   * calendar's first draw, not in its chunk, so the route stays inside its size budget (docs/decisions.md).
   */
  priceStrip: LazyPart<PriceStripProps>;
}

/** /calendar/{id}/{type}: the product's availability calendar (SPEC §4), or why a restaurant has none (§9). */
export function CalendarPage({ id, type, priceStrip }: CalendarPageProps) {
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <BackLink id={id} type={type} />
      <Title order={1} size="h2">
        <Trans>Calendario de disponibilidad</Trans>
      </Title>
      {hasCalendar(type) ? (
        <CalendarScreen id={id} type={type} priceStrip={priceStrip} />
      ) : (
        <NoCalendar id={id} type={type} />
      )}
    </Stack>
  );
}

/**
 * Back to the product's steps; a room's (which has no steps page of its own) back to where the provider came from,
 * its hotel's rooms list, or to the products when the calendar was opened directly.
 */
function BackLink({ id, type }: { id: string; type: number }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const label = (text: ReactNode) => (
    <Group gap={4} component="span">
      <IconArrowLeft size={16} />
      {text}
    </Group>
  );
  if (!kindOf(type)?.room)
    return (
      <AnchorLink to="/my-products/$id" params={{ id }} size="sm">
        {label(<Trans>Pasos del producto</Trans>)}
      </AnchorLink>
    );
  if (canGoBack)
    return (
      <Anchor component="button" type="button" size="sm" onClick={() => router.history.back()}>
        {label(<Trans>Volver</Trans>)}
      </Anchor>
    );
  return (
    <AnchorLink to="/my-products" size="sm">
      {label(<Trans>Mis productos</Trans>)}
    </AnchorLink>
  );
}

/**
 * Why a product has no calendar: a restaurant receives guests without booking dates (SPEC §9); a hotel or hostel
 * sells its rooms, each with its own calendar (SPEC §6), which its rooms list opens.
 */
function NoCalendar({ id, type }: { id: string; type: number }) {
  const rooms = roomsPathOf(type);
  if (rooms)
    return (
      <PageNotice
        order={2}
        icon={<IconBed size={28} />}
        title={<Trans>Cada habitación tiene su calendario</Trans>}
        action={
          <ButtonLink to={rooms} params={{ id }} leftSection={<IconBed size={18} />}>
            <Trans>Ver las habitaciones</Trans>
          </ButtonLink>
        }
      >
        <Trans>
          Lo que se reserva es una habitación: bloquea sus noches y sincroniza sus calendarios desde la lista
          de habitaciones.
        </Trans>
      </PageNotice>
    );
  return (
    <PageNotice
      order={2}
      icon={<IconCalendarOff size={28} />}
      title={<Trans>Este producto no tiene calendario</Trans>}
      action={
        <ButtonLink to="/my-products" leftSection={<IconArrowLeft size={18} />}>
          <Trans>Volver a mis productos</Trans>
        </ButtonLink>
      }
    >
      <Trans>Los restaurantes reciben clientes sin reservar fechas, así que no bloquean días.</Trans>
    </PageNotice>
  );
}

const dialogOf = (state: unknown): CalendarDialog =>
  state === 'confirmingUnblock' || state === 'overlapError' || state === 'missingDates' ? state : null;

function CalendarScreen({ id, type, priceStrip }: CalendarPageProps) {
  const { i18n } = useLingui();
  const language: Language = isLanguage(i18n.locale) ? i18n.locale : 'es';
  const { data: ranges } = useSuspenseQuery(availabilityQuery(id, language));
  const [snapshot, send] = useCalendarRange({ productId: id, productType: type, language, ranges });
  // Things to do are sold by departure day (issue 16): the grid marks each day's departure and seats.
  const byDeparture = sellsByDeparture(type);
  const [first, setFirst] = useState(monthOf(today()));
  const departures = useQuery({ ...departuresQuery(id, first), enabled: byDeparture });
  const [note, setNote] = useState('');
  const { start, end, unblocking } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const selection = { start, end };
  const saved = snapshot.matches('reloading');
  // A stored range starts the next one with an empty note.
  useEffect(() => {
    if (saved) setNote('');
  }, [saved]);

  return (
    <Stack gap="lg">
      <Text c="dimmed">
        {byDeparture ? (
          <Trans>
            Elige un día para cerrar esa salida, o el primer y el último día para cerrar varias. Elige una
            salida cerrada para abrirla de nuevo.
          </Trans>
        ) : (
          <Trans>
            Elige el primer y el último día para bloquear fechas. Elige exactamente unas fechas que bloqueaste
            para liberarlas.
          </Trans>
        )}
      </Text>
      {byDeparture ? <DeparturesStatus query={departures} /> : null}
      <CalendarMonths
        ranges={ranges}
        selection={selection}
        today={today()}
        first={first}
        onFirst={setFirst}
        departures={byDeparture && !departures.isError ? (departures.data ?? null) : undefined}
        onPick={(date) => send({ type: 'calendar.click', date })}
      />
      <CalendarLegend departures={byDeparture ? departures.data : undefined} />
      <SelectionPanel
        selection={selection}
        byDeparture={byDeparture}
        note={note}
        busy={busy && unblocking === null}
        onNote={setNote}
        onSave={() => send({ type: 'calendar.save', lockType: 'blocked', note })}
      />
      {byDeparture ? (
        <DeparturePrices id={id} type={type} />
      ) : (
        <PriceStripPart id={id} type={type} priceStrip={priceStrip} />
      )}
      <RangeList ranges={ranges} byDeparture={byDeparture} />
      <CalendarSyncPanel productId={id} />
      <CalendarDialogs
        open={dialogOf(snapshot.value)}
        byDeparture={byDeparture}
        unblocking={unblocking}
        busy={busy && unblocking !== null}
        onConfirm={() => send({ type: 'dialog.confirm' })}
        onCancel={() => send({ type: 'dialog.cancel' })}
        onClose={() => send({ type: 'dialog.close' })}
      />
    </Stack>
  );
}
