import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBackpack,
  IconBed,
  IconBuilding,
  IconBus,
  IconCar,
  IconCompass,
  IconDoor,
  IconHelicopter,
  IconHome,
  IconMap,
  IconPlane,
  IconSparkles,
  IconSteeringWheel,
  IconTicket,
  IconToolsKitchen2,
  IconUsers,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { type CommissionModel, DEFAULT_COMMISSION_MODEL } from '../../../machines/netAmount.ts';
import type { ProductType } from '../../../machines/productKinds.ts';
import { isContactType } from '../../../machines/productTypes.ts';
import { CommissionModelChoice } from '../../ui/CommissionModelChoice.tsx';
import { asksCommission, type CardIcon, type CatalogueCard, wizardOf } from './productCatalogue.ts';

const ICONS: Record<CardIcon, ReactNode> = {
  home: <IconHome size={24} />,
  sparkles: <IconSparkles size={24} />,
  door: <IconDoor size={24} />,
  building: <IconBuilding size={24} />,
  bed: <IconBed size={24} />,
  map: <IconMap size={24} />,
  users: <IconUsers size={24} />,
  compass: <IconCompass size={24} />,
  ticket: <IconTicket size={24} />,
  restaurant: <IconToolsKitchen2 size={24} />,
  car: <IconCar size={24} />,
  steering: <IconSteeringWheel size={24} />,
  bus: <IconBus size={24} />,
  plane: <IconPlane size={24} />,
  helicopter: <IconHelicopter size={24} />,
  backpack: <IconBackpack size={24} />,
};

/**
 * Cards of product kinds. Choosing one asks for the commission model where it applies (SPEC §2), then
 * opens the kind's information step with `?commission=`.
 */
export function ProductChoice({ cards }: { cards: readonly CatalogueCard[] }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ProductType | null>(null);

  const start = (type: ProductType, commission?: CommissionModel) =>
    // A transport kind's one contact form asks which kind it is about (SPEC §2 /transportation).
    isContactType(type)
      ? navigate({ to: '/transportation/information', search: { type } })
      : navigate({
          to: '/$wizard/$step',
          params: { wizard: wizardOf(type), step: 'information' },
          search: commission ? { commission } : {},
        });
  const choose = (type: ProductType) => (asksCommission(type) ? setChosen(type) : void start(type));

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {cards.map((card) => (
          <UnstyledButton
            key={card.type}
            onClick={() => choose(card.type)}
            p="md"
            bd="1px solid var(--mantine-color-default-border)"
            bdrs="md"
            h="100%"
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                {ICONS[card.icon]}
              </ThemeIcon>
              <Stack gap={2}>
                <Text fw={600}>{i18n._(card.title)}</Text>
                <Text size="sm" c="dimmed">
                  {i18n._(card.description)}
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {chosen !== null ? (
        <CommissionTypeModal
          onClose={() => setChosen(null)}
          onConfirm={(model) => {
            setChosen(null);
            void start(chosen, model);
          }}
        />
      ) : null}
    </>
  );
}

interface CommissionTypeModalProps {
  onClose: () => void;
  onConfirm: (model: CommissionModel) => void;
}

/** The commission-type modal of SPEC §2: model 1 (you manage, 10 %) or model 2 (we manage, 15 %). */
function CommissionTypeModal({ onClose, onConfirm }: CommissionTypeModalProps) {
  const { t } = useLingui();
  const [model, setModel] = useState<CommissionModel>(DEFAULT_COMMISSION_MODEL);
  return (
    <Modal opened onClose={onClose} title={t`Tipo de comisión`} size={600} centered>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Los precios que publiques incluyen la comisión. Puedes cambiar el modelo más adelante.
          </Trans>
        </Text>
        <CommissionModelChoice value={model} onChange={setModel} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button onClick={() => onConfirm(model)}>
            <Trans>Continuar</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
