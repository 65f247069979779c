import { useLingui } from '@lingui/react/macro';
import { Fieldset, Grid, Stack, TextInput } from '@mantine/core';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../machines/influencerRules.ts';
import { formSection } from './formSection.ts';
import { INFLUENCER_LIMITS } from './influencerForm.ts';

/** The networks' own names, the same in every language. */
const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  twitter: 'Twitter',
};

/** SPEC §3 socialMedia: an optional https link per network, with its followers when the person wants to say. */
export const SocialLinkFields = formSection(['social'], function SocialLinkFields({ form }) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`Redes sociales`} variant="unstyled">
      <Stack gap="sm">
        {SOCIAL_NETWORKS.map((network) => {
          const name = NETWORK_NAMES[network];
          return (
            <Grid key={network}>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  label={t`Enlace de ${name}`}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  maxLength={INFLUENCER_LIMITS.link}
                  {...form.getInputProps(`social.${network}.link`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t`Seguidores en ${name}`}
                  maxLength={INFLUENCER_LIMITS.followers}
                  {...form.getInputProps(`social.${network}.followers`)}
                />
              </Grid.Col>
            </Grid>
          );
        })}
      </Stack>
    </Fieldset>
  );
});
