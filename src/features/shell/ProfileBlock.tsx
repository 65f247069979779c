import { Trans } from '@lingui/react/macro';
import { Avatar, Group, Text } from '@mantine/core';
import { type AuthUser, isCompany } from '../../api/session.ts';
import { UnstyledLink } from '../../ui/RouterLinks.tsx';

/**
 * Who is signed in, at the top of the side menu: a company shows its business name and logo,
 * a personal account its first name and photo. Opens the settings.
 */
export function ProfileBlock({ user, onNavigate }: { user: AuthUser; onNavigate?: () => void }) {
  const person = user.tb_lg_person;
  const business = isCompany(user) ? person.tb_bp_md_business_profile : null;
  const name = business?.name || person.first_name;
  const picture = business ? business.tb_bp_logo_picture.url_photo : person.tb_lg_profile_picture.url_photo;
  return (
    <UnstyledLink
      to="/settings"
      onClick={onNavigate}
      p="xs"
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="profile-block"
    >
      <Group wrap="nowrap" gap="sm">
        <Avatar
          src={picture ?? null}
          alt=""
          name={name}
          color="initials"
          radius={business ? 'md' : 'xl'}
          size={40}
        />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>Ver configuración</Trans>
          </Text>
        </div>
      </Group>
    </UnstyledLink>
  );
}
