import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, NativeSelect, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconHelpCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useDeferredValue, useState } from 'react';
import type { ProductType } from '../../../machines/productKinds.ts';
import { dialogAfterDraw } from '../../ui/afterDraw.tsx';
import { productTypeName } from '../../ui/productTypeNames.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { TooltipAfterDraw } from '../../ui/TooltipAfterDraw.tsx';
import { myProductsView } from './myProductsData.ts';
import { type MyProductsSearch, SEARCH_MAX_LENGTH } from './myProductsSearch.ts';
import { NoProducts, ProductGrid, ProductGridSkeleton } from './ProductGrid.tsx';
import { productCountsQuery, type StatusFilter } from './productQueries.ts';
import { statusLegend, useStatusLegend } from './statusLegendState.ts';

/** SPEC §2: the search box waits for a pause in typing before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** /my-products (SPEC §2 "My products"): tabs per type, search, status filter, the cards. */
/** The legend's frame comes after the page has drawn, its body when it opens (statusLegendState.ts). */
const StatusLegendModal = dialogAfterDraw(() =>
  import('./StatusLegendModal.tsx').then((module) => module.StatusLegendModal),
);

export function MyProductsPage({ search }: { search: MyProductsSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [legendOpened, legend] = useStatusLegend();
  const [text, setText] = useState(search.query ?? '');
  // A new search or filter keeps the cards on screen (dimmed) until its answer arrives, instead of a
  // skeleton: nothing the provider is pointing at or has open (a manage menu) disappears under them.
  const shown = useDeferredValue(search);
  const stale = shown !== search;

  const setSearch = (next: Partial<MyProductsSearch>) =>
    navigate({ to: '/my-products', search: { ...search, ...next }, replace: true });
  // The URL (and so the server query) follows the box once typing pauses.
  const searchFor = useDebouncedCallback(
    (value: string) => void setSearch({ query: value.trim() || undefined }),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs">
          <Title order={1} size="h2">
            <Trans>Mis productos</Trans>
          </Title>
          <TooltipAfterDraw label={t`¿Qué significa cada estado?`}>
            <ActionIcon
              variant="subtle"
              onClick={legend.open}
              onMouseEnter={statusLegend.prefetch}
              onFocus={statusLegend.prefetch}
              aria-label={t`¿Qué significa cada estado?`}
            >
              <IconHelpCircle size={20} />
            </ActionIcon>
          </TooltipAfterDraw>
        </Group>
        <ButtonLink to="/add-products" leftSection={<IconPlus size={18} />}>
          <Trans>Agregar producto</Trans>
        </ButtonLink>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t`Buscar productos`}
          placeholder={t`Nombre del producto`}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            searchFor(event.currentTarget.value);
          }}
          maxLength={SEARCH_MAX_LENGTH}
          style={{ flex: '1 1 240px' }}
        />
        <NativeSelect
          label={t`Estado`}
          value={String(search.status ?? 0)}
          onChange={(event) => void setSearch({ status: Number(event.currentTarget.value) as StatusFilter })}
          data={[
            { value: '0', label: t`Todos` },
            { value: '1', label: t`Ocultos` },
            { value: '2', label: t`En revisión` },
            { value: '3', label: t`Publicados` },
          ]}
          style={{ flex: '0 1 200px' }}
        />
      </Group>
      <Suspense fallback={<ProductGridSkeleton />}>
        <ProductTabs
          search={shown}
          stale={stale}
          onTab={(type) => setSearch({ type })}
          onClear={() => {
            searchFor.cancel();
            setText('');
          }}
        />
      </Suspense>
      <StatusLegendModal opened={legendOpened} onClose={legend.close} />
    </Stack>
  );
}

interface ProductTabsProps {
  search: MyProductsSearch;
  /** A newer search is loading: the cards shown are the previous answer's. */
  stale: boolean;
  onTab: (type: ProductType) => void;
  /** Empties the search box and the filter (the "nothing matches" state's way out). */
  onClear: () => void;
}

function ProductTabs({ search, stale, onTab, onClear }: ProductTabsProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(productCountsQuery(search.query ?? '', search.status ?? 0));
  const view = myProductsView(search, data.counts);
  const filtered = view.query !== '' || view.status !== 0;
  const clear = () => {
    onClear();
    void navigate({ to: '/my-products', search: { type: search.type }, replace: true });
  };

  if (!view.filters) return <NoProducts filtered={filtered} onClear={clear} />;
  return (
    <Tabs
      aria-busy={stale}
      style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      value={String(view.filters.type)}
      onChange={(value) => value && onTab(Number(value) as ProductType)}
    >
      <Tabs.List>
        {view.tabs.map((tab) => (
          <Tabs.Tab
            key={tab.type}
            value={String(tab.type)}
            rightSection={
              <Badge
                size="sm"
                variant="light"
                color={tab.total > 0 ? 'teal' : 'gray'}
                circle={tab.total < 10}
              >
                {tab.total}
              </Badge>
            }
          >
            {i18n._(productTypeName(tab.type))}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={String(view.filters.type)} pt="md">
        <Suspense fallback={<ProductGridSkeleton />}>
          <ProductGrid filters={view.filters} filtered={filtered} onClear={clear} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
