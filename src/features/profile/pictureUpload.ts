import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { type ApiFailure, asFailure, unwrap } from '../../api/errors.ts';
import { getSession, updateSessionUser } from '../../api/session.ts';
import { profileMessages } from './profileMessages.ts';

type PictureKind = 'personal' | 'business';

async function send(kind: PictureKind, file: File) {
  const form = new FormData();
  form.append('file', file);
  const init = { body: { file: '' }, bodySerializer: () => form };
  return unwrap(
    kind === 'personal'
      ? await api.PUT('/users/personal-picture', init)
      : await api.PUT('/users/business-picture', init),
  );
}

/** The picture shown in the side menu comes from the session, so it follows a new upload at once. */
function rememberPicture(kind: PictureKind, url: string) {
  const user = getSession()?.user;
  if (!user) return;
  const person = user.tb_lg_person;
  if (kind === 'personal') {
    updateSessionUser({ ...user, tb_lg_person: { ...person, tb_lg_profile_picture: { url_photo: url } } });
  } else if (person.tb_bp_md_business_profile) {
    updateSessionUser({
      ...user,
      tb_lg_person: {
        ...person,
        tb_bp_md_business_profile: {
          ...person.tb_bp_md_business_profile,
          tb_bp_logo_picture: { url_photo: url },
        },
      },
    });
  }
}

/** Uploads the profile picture or the business logo (multipart field `file`). */
export function usePictureUpload(kind: PictureKind) {
  return useMutation({
    mutationFn: (file: File) => send(kind, file),
    onSuccess: ({ url_photo }) => rememberPicture(kind, url_photo),
  });
}

/** SPEC §8 upload messages from the server's codes. */
export function uploadFailureMessage(error: unknown) {
  const failure: ApiFailure = asFailure(error);
  if (failure.code === 'image_too_large' || failure.status === 413) return profileMessages.imgSmaller;
  if (failure.code === 'invalid_image') return profileMessages.uploadFile;
  return profileMessages.uploadFailed;
}
