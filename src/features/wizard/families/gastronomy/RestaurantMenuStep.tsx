import { i18n } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { ApiFailure } from '../../../../api/errors.ts';
import { dialogAfterDraw } from '../../../../ui/afterDraw.tsx';
import { defineStep, productIdOf, type StepFormProps, stepWasSaved } from '../../stepDefinition.ts';
import { StepDraftContext } from '../../stepDraft.tsx';
import type { MenuDish } from './RestaurantMenuItemModal.tsx';
import { EmptyMenu, RestaurantMenuList } from './RestaurantMenuList.tsx';
import { listMenu, type MenuItem, menuCategoriesQuery, readProduct } from './restaurantMenuApi.ts';
import { menuMessages } from './restaurantMenuForm.ts';

// The dialogs (Mantine's Modal, the dropzone, the number and select inputs) come after the list has drawn.
const MenuItemModal = dialogAfterDraw(
  () => import('./RestaurantMenuItemModal.tsx').then((module) => module.RestaurantMenuItemModal),
  (props) => props.dish !== null,
);
const MenuDeleteDialog = dialogAfterDraw(
  () => import('./RestaurantMenuDeleteDialog.tsx').then((module) => module.RestaurantMenuDeleteDialog),
  (props) => props.item !== null,
);

/** Nothing is typed on the step itself: each dish is stored as it is added, the step's save only moves on. */
type MenuValues = Record<string, never>;
type MenuProps = StepFormProps<MenuItem[], MenuValues>;

/** After Mantine has given focus back to what opened a dialog (it waits 10 ms). */
const AFTER_DIALOG_FOCUS_MS = 30;

/**
 * Step 7 of a restaurant (SPEC §2, §3 Menu item, §4): its dishes, each with a picture, a category, a price and a
 * description, added, changed and deleted one at a time. The step is complete while the menu has a dish (the server
 * marks it), so the main button goes on only then, and says why otherwise.
 */
function RestaurantMenuForm({ formId, request, data, busy, onSubmit }: MenuProps) {
  const { t } = useLingui();
  const productId = productIdOf(request);
  const draft = useContext(StepDraftContext);
  const [items, setItems] = useState<MenuItem[]>(() => data ?? []);
  const [dish, setDish] = useState<MenuDish>(null);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);
  const [missing, setMissing] = useState(false);
  const [dishDirty, setDishDirty] = useState(false);
  // The provider chose to save on leaving the step while a dish was open: once it is stored, the step goes on.
  const goOnAfterDish = useRef(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const categories = useQuery(menuCategoriesQuery(request.language));
  const dishFormId = `${formId}-dish`;
  const count = items.length;

  // A dish typed and not stored yet holds the wizard's leave question (and the browser's, on closing the tab).
  useEffect(() => {
    draft?.onChange(dishDirty);
  }, [draft, dishDirty]);

  const categoryOf = (item: MenuItem) =>
    categories.data?.find((category) => category._id === item.category)?.name ?? item.category_name;

  const closeDish = () => {
    goOnAfterDish.current = false;
    setDishDirty(false);
    setDish(null);
  };
  const dishSaved = (saved: MenuItem) => {
    setItems((current) =>
      current.some((item) => item._id === saved._id)
        ? current.map((item) => (item._id === saved._id ? saved : item))
        : [...current, saved],
    );
    setMissing(false);
    const goOn = goOnAfterDish.current;
    closeDish();
    if (goOn) onSubmit({});
  };
  const dishNotSaved = useCallback(() => {
    if (!goOnAfterDish.current) return;
    goOnAfterDish.current = false;
    draft?.onInvalid();
  }, [draft]);
  const dishDeleted = (removed: MenuItem) => {
    setItems((current) => current.filter((item) => item._id !== removed._id));
    setDeleting(null);
    // Its delete button is gone: the keyboard lands on the list's heading, whose count just changed.
    setTimeout(() => heading.current?.focus(), AFTER_DIALOG_FOCUS_MS);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (dish !== null) {
      goOnAfterDish.current = true;
      document.querySelector<HTMLFormElement>(`form#${dishFormId}`)?.requestSubmit();
      return;
    }
    if (count === 0) {
      setMissing(true);
      draft?.onInvalid();
      addButton.current?.focus();
      return;
    }
    onSubmit({});
  };

  return (
    <>
      <form id={formId} noValidate onSubmit={submit}>
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            <Trans>
              Los platillos que verán los comensales, con su foto, su categoría y su precio. Agrega al menos
              uno para continuar.
            </Trans>
          </Text>
          {missing && count === 0 ? (
            <Alert color="red" role="alert" title={t`Falta el menú`}>
              {i18n._(menuMessages.empty)}
            </Alert>
          ) : null}
          <Group justify="space-between" align="center" gap="sm">
            <Stack gap={2}>
              <Title order={2} size="h4" ref={heading} tabIndex={-1}>
                <Trans>Tus platillos</Trans>
              </Title>
              <Text size="sm" c="dimmed" aria-live="polite">
                <Plural value={count} one="# platillo en el menú" other="# platillos en el menú" />
              </Text>
            </Stack>
            <Button
              ref={addButton}
              leftSection={<IconPlus size={18} aria-hidden />}
              disabled={busy}
              onClick={() => setDish('new')}
            >
              <Trans>Agregar platillo</Trans>
            </Button>
          </Group>
          {count === 0 ? (
            <EmptyMenu />
          ) : (
            <RestaurantMenuList
              items={items}
              categoryOf={categoryOf}
              disabled={busy}
              onEdit={setDish}
              onDelete={setDeleting}
            />
          )}
        </Stack>
      </form>
      <MenuItemModal
        dish={dish}
        formId={dishFormId}
        productId={productId}
        language={request.language}
        onSaved={dishSaved}
        onNotSaved={dishNotSaved}
        onDirtyChange={setDishDirty}
        onClose={closeDish}
      />
      <MenuDeleteDialog
        productId={productId}
        item={deleting}
        last={count === 1}
        onDeleted={dishDeleted}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

export const restaurantMenuStep = defineStep<MenuItem[], MenuValues>({
  load: (request) => listMenu(productIdOf(request), request.language),
  // The menu has no save of its own (each dish was stored as it was added): the product as the server holds it now
  // tells the wizard the step is complete. Another tab may have emptied the menu since: then the step stays.
  save: async (request) => {
    const product = await readProduct(productIdOf(request));
    if (!stepWasSaved(request, product)) throw new ApiFailure(409, 'menu_empty', i18n._(menuMessages.empty));
    const { _id, product_type, step_validate, tb_gcm_status } = product;
    return { _id, product_type, step_validate, tb_gcm_status };
  },
  Form: RestaurantMenuForm,
});
