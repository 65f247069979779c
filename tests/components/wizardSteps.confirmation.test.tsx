import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../src/api/session.ts';
import { confirmationStep } from '../../src/features/wizard/steps/ConfirmationStep.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { readProduct, renderStep, requestsDuring, SAVED, stepRequest } from './closingStepsHarness.tsx';
import { completeSteps, createProduct, newProvider, uniqueName } from './productsHarness.tsx';
import { createThingToDo } from './wizardHarness.tsx';

beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await activateLanguage('es');
});

const ELEVEN_STEPS = [
  ['Ubicación', 'location'],
  ['Características', 'feature'],
  ['Habitaciones', 'rooms'],
  ['Servicios y comodidades', 'service-amenities'],
  ['Fotos y videos', 'multimedia'],
  ['Detalles de la reserva', 'booking-details'],
  ['Política de cancelación', 'cancellation-policy'],
  ['Precios y temporadas', 'price-seasons'],
  ['Reglas del servicio', 'service-rules'],
  ['Canales de publicidad', 'advertising-channels'],
  ['Recomendaciones', 'recommendations'],
] as const;

describe('confirmation step', () => {
  it('lists the steps still to complete with links to them, the percentage and the incomplete profile', async () => {
    await newProvider('confirmacion', { complete: false });
    const id = await createProduct(uniqueName('Confirmación'));
    await renderStep(confirmationStep, stepRequest('confirmation', id));

    expect(
      screen.getByRole('heading', { name: '¡Felicidades! Tu alquiler vacacional está listo' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Tu anuncio está oculto hasta que lo actives en Mis productos/),
    ).toBeInTheDocument();
    expect(screen.getByText('12 %')).toBeInTheDocument();
    const missing = screen.getByRole('list', { name: 'Pasos por completar' });
    const links = within(missing).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      ELEVEN_STEPS.map(([title, step]) => [title, `/vacation-rental/${step}/${id}?edit=true`]),
    );
    expect(screen.getByText(/Tu perfil está incompleto: sin él no podrás publicar/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completar perfil' })).toHaveAttribute('href', '/option-initial');
  });

  it('says when everything is complete, and finishing stores nothing', async () => {
    await newProvider('confirmacion-completa', { complete: true });
    const id = await createProduct(uniqueName('Confirmación'), 5);
    await completeSteps(id, 5);
    await renderStep(confirmationStep, stepRequest('confirmation', id, 5));

    expect(
      screen.getByRole('heading', { name: '¡Felicidades! Tu estancia única está lista' }),
    ).toBeInTheDocument();
    expect(screen.getByText('100 %')).toBeInTheDocument();
    expect(screen.getByText('Completaste todos los pasos.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pasos por completar' })).toBeNull();
    expect(screen.getByText('Tu perfil está completo.')).toBeInTheDocument();

    const before = await readProduct(id);
    const sent = await requestsDuring(async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(await screen.findByText(SAVED)).toBeInTheDocument();
    });
    expect(sent).toEqual([`GET /api/products/${id}`]);
    expect(await readProduct(id)).toEqual(before);
  });

  it('titles the private room its own way', async () => {
    await newProvider('confirmacion-habitacion', { complete: false });
    const id = await createProduct(uniqueName('Habitación'), 4);
    await renderStep(confirmationStep, stepRequest('confirmation', id, 4));
    expect(
      screen.getByRole('heading', { name: '¡Felicidades! Tu habitación privada está lista' }),
    ).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'Pasos por completar' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain(`/room/capacity/${id}?edit=true`);
  });

  it.each([
    [11, 'tour', '¡Felicidades! Tu tour está listo', 'Tu anuncio está oculto hasta que lo actives'],
    [
      13,
      'community-tourism',
      '¡Felicidades! Tu experiencia comunitaria está lista',
      'Tu anuncio está oculto hasta que lo actives',
    ],
    [
      71,
      'tourist-package',
      '¡Felicidades! Tu paquete turístico está listo',
      'Tu anuncio está oculto hasta que lo actives',
    ],
  ] as const)(
    'congratulates a thing to do of type %i as what it is (issue 26)',
    async (type, wizard, title, text) => {
      await newProvider(`confirmacion-${wizard}`, { complete: false });
      const id = await createThingToDo(type, uniqueName('Experiencia'));
      await renderStep(confirmationStep, { ...stepRequest('confirmation', id), wizard, productType: type });
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`^${text}`))).toBeInTheDocument();
      expect(screen.queryByText(/alquiler vacacional/)).toBeNull();
    },
  );
});
