import { Trans } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBed,
  IconCalendar,
  IconDiscount,
  IconListCheck,
  IconPercentage,
  IconTag,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactElement, useRef } from 'react';
import type { AfterDrawProps } from '../../ui/afterDraw.tsx';
import { ROOMS_PATH, roomsPathOf } from '../../ui/roomsPath.ts';
import { CommissionChangeModal } from './CommissionChangeModal.tsx';
import { DeleteProductModal } from './DeleteProductModal.tsx';
import { ManageButton } from './ManageButton.tsx';
import { prefetchManageDialogs } from './manageDialogParts.ts';
import { type ManageMenuItem, manageMenuItems } from './manageMenuItems.ts';
import type { ProductListItem } from './productQueries.ts';

const ICON = { size: 16, stroke: 1.6 } as const;

/**
 * A product card's manage menu (SPEC §2): steps, offers, special prices, commission, calendar, delete.
 * Loaded after the card has drawn (ProductCard.tsx); `pressedEarly` opens it when its button was pressed before.
 */
export function ProductManageMenu({ product, pressedEarly }: { product: ProductListItem } & AfterDrawProps) {
  const [commissionOpened, commission] = useDisclosure(false);
  const [deleteOpened, deletion] = useDisclosure(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The menu item has gone with the menu: a closed dialog gives focus back to the button that opened the menu.
  const refocusTrigger = () => trigger.current?.focus();
  const id = product._id;
  const type = product.product_type;
  const name = product.name;

  const entry = (item: ManageMenuItem): ReactElement => {
    switch (item) {
      case 'edit':
        return (
          <Menu.Item
            key={item}
            leftSection={<IconListCheck {...ICON} />}
            renderRoot={(props) => <Link to="/my-products/$id" params={{ id }} {...props} />}
          >
            <Trans>Editar pasos</Trans>
          </Menu.Item>
        );
      case 'rooms': {
        // manageMenuItems offers it only where the kinds table gives the type rooms.
        const rooms = roomsPathOf(type) ?? ROOMS_PATH.hotel;
        return (
          <Menu.Item
            key={item}
            leftSection={<IconBed {...ICON} />}
            renderRoot={(props) => <Link to={rooms} params={{ id }} {...props} />}
          >
            <Trans>Habitaciones</Trans>
          </Menu.Item>
        );
      }
      case 'offers':
        return (
          <Menu.Item
            key={item}
            leftSection={<IconDiscount {...ICON} />}
            renderRoot={(props) => <Link to="/offers/$id" params={{ id }} search={{ type }} {...props} />}
          >
            <Trans>Ofertas</Trans>
          </Menu.Item>
        );
      case 'specialPrices':
        return (
          <Menu.Item
            key={item}
            leftSection={<IconTag {...ICON} />}
            renderRoot={(props) => (
              <Link to="/special-prices/$id" params={{ id }} search={{ type }} {...props} />
            )}
          >
            <Trans>Precios especiales</Trans>
          </Menu.Item>
        );
      case 'commission':
        return (
          <Menu.Item key={item} leftSection={<IconPercentage {...ICON} />} onClick={commission.open}>
            <Trans>Comisión</Trans>
          </Menu.Item>
        );
      case 'calendar':
        return (
          <Menu.Item
            key={item}
            leftSection={<IconCalendar {...ICON} />}
            renderRoot={(props) => (
              <Link to="/calendar/$id/$type" params={{ id, type: String(type) }} {...props} />
            )}
          >
            <Trans>Calendario</Trans>
          </Menu.Item>
        );
      case 'delete':
        return (
          <Menu.Item key={item} color="red" leftSection={<IconTrash {...ICON} />} onClick={deletion.open}>
            <Trans>Eliminar</Trans>
          </Menu.Item>
        );
    }
  };
  const shown = manageMenuItems(product.tb_gcm_status._id, type);
  const items = shown.map(entry);
  const prefetchDialogs = () => prefetchManageDialogs(product);

  return (
    <>
      <Menu position="bottom-end" withinPortal onOpen={prefetchDialogs} defaultOpened={pressedEarly}>
        <Menu.Target>
          <ManageButton name={name} ref={trigger} onMouseEnter={prefetchDialogs} onFocus={prefetchDialogs} />
        </Menu.Target>
        <Menu.Dropdown>{items}</Menu.Dropdown>
      </Menu>
      {shown.includes('commission') ? (
        <CommissionChangeModal
          product={product}
          opened={commissionOpened}
          onClose={commission.close}
          onClosed={refocusTrigger}
        />
      ) : null}
      <DeleteProductModal
        product={product}
        opened={deleteOpened}
        onClose={deletion.close}
        onClosed={refocusTrigger}
      />
    </>
  );
}
