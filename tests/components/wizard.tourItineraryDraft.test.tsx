import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { wizardDraftKey } from '../../src/api/wizardDrafts.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { createThingToDo, renderWizardApp } from './wizardHarness.tsx';

// The itinerary step keeps what was built and not saved in the browser, as every other step does (issue 16),
// on the real wizard page against the real API server.

const LEAVE_DIALOG = 'Tienes cambios sin guardar';
const RECOVERY = 'Recuperar lo que escribiste';
const draftKeyOf = (id: string) => wizardDraftKey({ wizard: 'tour', step: 'itinerary', id, idRoom: null })!;
const itineraryPath = (id: string) => ({
  params: { path: { id, languageCode: 'es' as const, type: 12 as const } },
});
const sidebarStep = (name: string) =>
  within(screen.getAllByRole('navigation', { name: 'Pasos del asistente' })[0]!).getByRole('link', {
    name: new RegExp(`${name.replace('.', '\\.')}$`),
  });

beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

/** Types an activity and its time on the day block, then adds it, as a person does. */
async function addActivity(user: UserEvent, description: string, [hour, minute, meridiem]: string[]) {
  const day = screen.getByRole('region', { name: 'Itinerario' });
  await user.type(within(day).getByRole('textbox', { name: 'Nueva actividad' }), description);
  for (const [piece, option] of [
    ['hora', hour],
    ['minutos', minute],
    ['AM/PM', meridiem],
  ] as const) {
    await user.selectOptions(
      within(day).getByRole('combobox', { name: `Hora de la actividad: ${piece}` }),
      option!,
    );
  }
  await user.click(within(day).getByRole('button', { name: 'Agregar actividad' }));
}

describe('the itinerary step’s draft', () => {
  it('keeps an activity added and not saved through a reload, offers it back, and forgets it once saved', async () => {
    await signedInNewAccount('itinerario-borrador');
    const id = await createThingToDo(12, 'Volcán de Agua');
    unwrap(
      await api.PUT('/api/thingsToDo/itinerary/{id}/{languageCode}/{type}', {
        ...itineraryPath(id),
        body: {
          duration_type: 2,
          time_duration: null,
          flexible_schedules: false,
          days: [
            {
              no_day: 1,
              activities: [{ description: 'Desayuno en Santa María', start_time: '06:00', number: 1 }],
              start_times_flexible: [],
            },
          ],
        },
      }),
    );
    const user = userEvent.setup({ delay: null });

    // The stored itinerary is no change: nothing is kept, and the provider leaves freely.
    const first = await renderWizardApp(`/tour/itinerary/${id}`);
    expect(await screen.findByText('Desayuno en Santa María', {}, { timeout: 10_000 })).toBeVisible();
    await user.click(sidebarStep('8. Política de cancelación'));
    await waitFor(() => expect(first.router.state.location.pathname).toBe(`/tour/cancellation-policy/${id}`));
    expect(screen.queryByRole('dialog', { name: LEAVE_DIALOG })).toBeNull();
    expect(localStorage.getItem(draftKeyOf(id))).toBeNull();

    // Back on the step, an activity added and not saved is kept in the browser; leaving now asks.
    await user.click(sidebarStep('7. Itinerario'));
    await screen.findByText('Desayuno en Santa María', {}, { timeout: 10_000 });
    await addActivity(user, 'Cumbre del volcán', ['09', '15', 'AM']);
    expect(screen.getByText('Cumbre del volcán')).toBeVisible();
    await waitFor(() => expect(localStorage.getItem(draftKeyOf(id))).toContain('Cumbre del volcán'));
    await user.click(sidebarStep('8. Política de cancelación'));
    const leave = await screen.findByRole('dialog', { name: LEAVE_DIALOG });
    await user.click(within(leave).getByRole('button', { name: 'Quedarme' }));
    first.unmount();

    // A reload shows what is stored and offers the draft back; recovering it brings the activity back.
    const second = await renderWizardApp(`/tour/itinerary/${id}`);
    const notice = (await screen.findByText(RECOVERY, {}, { timeout: 10_000 })).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(screen.getByText('Desayuno en Santa María')).toBeVisible();
    expect(screen.queryByText('Cumbre del volcán')).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Recuperar' }));
    expect(screen.queryByText(RECOVERY)).toBeNull();
    expect(screen.getByRole('radio', { name: 'Día completo' })).toBeChecked();
    expect(screen.getByText('Cumbre del volcán')).toBeVisible();
    expect(screen.getByText('09:15 AM')).toBeVisible();

    // Saved: the draft is gone and the itinerary holds both activities.
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() =>
      expect(second.router.state.location.pathname).toBe(`/tour/cancellation-policy/${id}`),
    );
    expect(localStorage.getItem(draftKeyOf(id))).toBeNull();
    const stored = unwrap(
      await api.GET('/api/thingsToDo/itinerary/{id}/{languageCode}/{type}', itineraryPath(id)),
    );
    expect(stored.days[0]!.activities.map((a) => [a.description, a.start_time])).toEqual([
      ['Desayuno en Santa María', '06:00'],
      ['Cumbre del volcán', '09:15'],
    ]);
  });

  it('saving on leaving with something missing keeps the provider on the step to fix it', async () => {
    await signedInNewAccount('itinerario-incompleto');
    const id = await createThingToDo(12, 'Laguna Chicabal');
    const { router } = await renderWizardApp(`/tour/itinerary/${id}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('radio', { name: 'Medio día' }, { timeout: 10_000 }));
    await user.click(sidebarStep('8. Política de cancelación'));
    const leave = await screen.findByRole('dialog', { name: LEAVE_DIALOG });
    await user.click(within(leave).getByRole('button', { name: 'Guardar y salir' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: LEAVE_DIALOG })).toBeNull());
    expect(await screen.findByText('Agrega al menos una actividad a cada día')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/tour/itinerary/${id}`);
  });
});
