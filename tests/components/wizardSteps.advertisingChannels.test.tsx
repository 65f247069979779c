import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { advertisingChannelsStep } from '../../src/features/wizard/steps/AdvertisingChannelsStep.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { readProduct, renderStep, SAVED, stepRequest } from './closingStepsHarness.tsx';
import { createProduct, newProvider, uniqueName } from './productsHarness.tsx';

const storedChannels = async (id: string) =>
  unwrap(
    await api.GET('/api/general/networks-channels/{id}/{type}/{languageCode}', {
      params: { path: { id, type: 1, languageCode: 'es' } },
    }),
  );

let session: Session;
beforeAll(async () => {
  session = await newProvider('canales', { complete: false });
});
beforeEach(async () => {
  localStorage.clear();
  clearSession();
  setSession(session);
  await activateLanguage('es');
});

describe('advertising-channels step', () => {
  it('selects every channel of a group at once, and saves what is ticked', async () => {
    const id = await createProduct(uniqueName('Canales'));
    const request = stepRequest('advertising-channels', id);
    const channels = await storedChannels(id);
    await renderStep(advertisingChannelsStep, request);
    expect(channels.social_networks.length).toBeGreaterThan(1);
    expect(channels.sell_channels.length).toBeGreaterThan(0);
    const user = userEvent.setup();

    const social = screen.getByRole('group', { name: 'Redes sociales' });
    const allSocial = within(social).getByRole('checkbox', { name: 'Todas las redes sociales' });
    await user.click(allSocial);
    for (const network of channels.social_networks) {
      expect(within(social).getByRole('checkbox', { name: network.name })).toBeChecked();
    }
    const [first, ...others] = channels.social_networks;
    await user.click(within(social).getByRole('checkbox', { name: first!.name }));
    expect(allSocial).not.toBeChecked();
    expect(allSocial).toHaveAttribute('data-indeterminate', 'true');

    const sell = screen.getByRole('group', { name: 'Canales de venta' });
    await user.click(within(sell).getByRole('checkbox', { name: 'Todos los canales de venta' }));
    await user.click(within(sell).getByRole('checkbox', { name: 'Todos los canales de venta' }));
    for (const channel of channels.sell_channels) {
      expect(within(sell).getByRole('checkbox', { name: channel.name })).not.toBeChecked();
    }
    await user.click(within(sell).getByRole('checkbox', { name: channels.sell_channels[0]!.name }));

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    const stored = await storedChannels(id);
    const assigned = (items: { _id: string; assigned: boolean }[]) =>
      items
        .filter((item) => item.assigned)
        .map((item) => item._id)
        .sort();
    expect(assigned(stored.social_networks)).toEqual(others.map((network) => network._id).sort());
    expect(assigned(stored.sell_channels)).toEqual([channels.sell_channels[0]!._id]);
    expect((await readProduct(id)).step_validate.step11).toBe(true);
  });

  it('says a product promoted nowhere is not done, and saves nothing until a channel is ticked', async () => {
    const id = await createProduct(uniqueName('Ningún canal'));
    await renderStep(advertisingChannelsStep, stepRequest('advertising-channels', id));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Elige al menos un canal donde promocionar tu producto',
    );
    expect((await readProduct(id)).step_validate.step11).toBeFalsy();
    await user.click(screen.getByRole('checkbox', { name: 'Instagram' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect((await readProduct(id)).step_validate.step11).toBe(true);
  });
});
