import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconHelpCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { PromotionType } from '../../../machines/promotionRules.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { dialogAfterDraw } from '../../ui/afterDraw.tsx';
import { PromotionList } from './PromotionList.tsx';
import { promotionListQuery } from './promotionQueries.ts';
import type { PromoteSearch } from './promotionsSearch.ts';
import { EMPTY_TAB, PROMOTION_TYPES, TYPE_TAB } from './promotionWording.ts';
import { usePromotionDialogs } from './usePromotionDialogs.tsx';

/** The help dialog's code comes once the page has drawn. */
const HowItWorksModal = dialogAfterDraw(() =>
  import('./HowItWorksModal.tsx').then((module) => module.HowItWorksModal),
);

const NO_PREVIEW: never[] = [];

function TabList({
  type,
  onCreate,
  dialogs,
}: {
  type: PromotionType;
  onCreate: () => void;
  dialogs: ReturnType<typeof usePromotionDialogs>;
}) {
  const { i18n } = useLingui();
  const query = useQuery(promotionListQuery(type, currentLanguage()));
  return (
    <PromotionList
      query={query}
      actions={dialogs.actions}
      empty={i18n._(EMPTY_TAB[type])}
      emptyAction={
        <Button leftSection={<IconPlus size={16} />} variant="light" onClick={onCreate}>
          <Trans>Crear la primera</Trans>
        </Button>
      }
    />
  );
}

/** /promote (SPEC §2 Promotions): the provider's promotions in four tabs, with create, edit, assign and delete. */
export function PromotionsPage({ search }: { search: PromoteSearch }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const tab = (search.tab ?? 1) as PromotionType;
  const [helpOpened, setHelpOpened] = useState(false);
  const dialogs = usePromotionDialogs({ types: PROMOTION_TYPES, origin: null, newPreview: NO_PREVIEW });
  const create = () => dialogs.create(tab);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <Trans>Promociones</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Crea ofertas, descuentos y recargos, y asígnalos a tus productos.</Trans>
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconHelpCircle size={16} />}
            onClick={() => setHelpOpened(true)}
          >
            <Trans>¿Cómo funciona?</Trans>
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={create}>
            <Trans>Crear promoción</Trans>
          </Button>
        </Group>
      </Group>
      <Tabs
        value={String(tab)}
        onChange={(value) =>
          value &&
          void navigate({ to: '/promote', search: { tab: Number(value) as PromotionType }, replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t`Tipos de promoción`}>
          {PROMOTION_TYPES.map((type) => (
            <Tabs.Tab key={type} value={String(type)}>
              {i18n._(TYPE_TAB[type])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PROMOTION_TYPES.map((type) => (
          <Tabs.Panel key={type} value={String(type)} pt="md">
            <TabList type={type} onCreate={create} dialogs={dialogs} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {dialogs.dialogs}
      <HowItWorksModal opened={helpOpened} onClose={() => setHelpOpened(false)} />
    </Stack>
  );
}
