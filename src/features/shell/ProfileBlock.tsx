import { Trans } from '@lingui/react/macro';
import { Box, Group, Text } from '@mantine/core';
import { type AuthUser, isCompany } from '../../api/session.ts';
import { isTeamMember } from '../../api/teamRole.ts';
import { LazyPartView, lazyPart } from '../../ui/LazyPart.tsx';
import { UnstyledLink } from '../../ui/RouterLinks.tsx';
import type { ProfileAvatarProps } from './ProfileAvatar.tsx';

/**
 * The picture comes after the first screen has drawn: Mantine's Avatar (its initials and their colour) is 1.2 KiB
 * (gzip) that every signed-in screen's first visit carried for a 40 px square (issue 32 measured it against the
 * 220 KiB budget). Its place is held meanwhile, so nothing moves when it arrives.
 */
const avatar = lazyPart<ProfileAvatarProps>(() => import('./ProfileAvatar.tsx').then((m) => m.ProfileAvatar));

/**
 * Who is signed in, at the top of the side menu: a company shows its business name and logo,
 * a personal account its first name and photo. Opens the settings.
 * A member of a company's team (issue 32) acts for the company, so the session's user is the company's: the block
 * shows the member's own name (`team.member`) over the company's, so it is plain whose hands are on the account.
 */
export function ProfileBlock({ user, onNavigate }: { user: AuthUser; onNavigate?: () => void }) {
  const person = user.tb_lg_person;
  const business = isCompany(user) ? person.tb_bp_md_business_profile : null;
  const companyName = business?.name || user.team?.company_name || person.first_name;
  const member = isTeamMember(user) ? user.team?.member : undefined;
  const name = member ? `${member.first_name} ${member.last_name}`.trim() : companyName;
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
        <LazyPartView
          part={avatar}
          afterDraw
          loading={<AvatarPlace square={business !== null} />}
          failed={() => <AvatarPlace square={business !== null} />}
        >
          {(ProfileAvatar) => (
            <ProfileAvatar picture={picture ?? null} name={name} square={business !== null} />
          )}
        </LazyPartView>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {member ? (
            <Text size="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {user.team?.role === 'manager' ? (
                <Trans>Gerente de {companyName}</Trans>
              ) : (
                <Trans>Personal de {companyName}</Trans>
              )}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            <Trans>Ver configuración</Trans>
          </Text>
        </div>
      </Group>
    </UnstyledLink>
  );
}

/** The picture's place while its code comes (or if it could not come: the name beside it says who it is). */
function AvatarPlace({ square }: { square: boolean }) {
  return (
    <Box
      w={40}
      h={40}
      bg="gray.1"
      style={{ flex: 'none', borderRadius: square ? 'var(--mantine-radius-md)' : '50%' }}
    />
  );
}
