import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { newAccount, newProvider } from './productsHarness.tsx';
import { renderApp } from './shellHarness.tsx';

// Issue 30: the transport kinds' one information route, a contact form to support (SPEC §2 /transportation), and
// its confirmation per kind, against the real server.

beforeAll(async () => {
  await activateLanguage('es');
});

describe('the transport contact form', () => {
  it('sends the kind chosen on Add products with where it runs, then confirms what comes next for that kind', async () => {
    await newProvider('transporte', { complete: true });
    await renderApp('/transportation/information?type=8');
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ofrece tu servicio de transporte' }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Tipo de transporte' })).toHaveDisplayValue(
      'Shuttles colectivos',
    );

    // Nothing typed: each required field says so, and the keyboard lands on the first.
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const area = screen.getByRole('textbox', { name: /¿Dónde ofreces el servicio\?/ });
    await waitFor(() => expect(area).toHaveFocus());
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(2);

    await user.type(area, 'Antigua, Panajachel');
    await user.type(
      screen.getByRole('textbox', { name: /Cuéntanos de tu servicio/ }),
      'Tres microbuses con salidas diarias.',
    );
    // WhatsApp needs a phone.
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await screen.findByText('Escribe un teléfono de al menos 8 dígitos para que te llamemos'),
    ).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Teléfono/ }), '5512 3344');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud enviada' })).toBeVisible();
    expect(screen.getByText(/Recibimos tu solicitud de Shuttles colectivos/)).toBeVisible();
    expect(screen.getByText(/Ten a mano tus rutas con sus horarios/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a Mensajes' })).toHaveAttribute('href', '/message');

    // The request is the provider's first message to support.
    const threads = unwrap(await api.GET('/api/chat/conversation'));
    const thread = threads.data[0]!;
    const messages = unwrap(
      await api.GET('/api/chat/messages/{threadId}', { params: { path: { threadId: thread.thread_id } } }),
    );
    expect(messages.data[0]?.message).toContain('Solicitud de transporte: Shuttles colectivos');
  });

  it('offers only the kinds the account may add: no flights or helicopters for an agency (SPEC §6)', async () => {
    await newAccount('agencia-transporte', 3);
    await renderApp('/transportation/information');
    const user = userEvent.setup({ delay: null });
    const kind = await screen.findByRole('combobox', { name: 'Tipo de transporte' });
    expect(kind).toHaveValue('');
    const options = within(kind).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Elige uno',
      'Alquiler de autos',
      'Transporte privado',
      'Shuttles colectivos',
    ]);
    // Sent without a kind, the form asks for one.
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Elige el tipo de transporte')).toBeVisible();
    await user.selectOptions(kind, 'Alquiler de autos');
    expect(screen.queryByText('Elige el tipo de transporte')).toBeNull();
  });
});
