import { Avatar } from '@mantine/core';

export interface ProfileAvatarProps {
  picture: string | null;
  name: string;
  /** A business's logo is a rounded square, a person's photo a circle. */
  square: boolean;
}

/** The side menu's picture of who is signed in, or their initials on a colour of their name. */
export function ProfileAvatar({ picture, name, square }: ProfileAvatarProps) {
  return <Avatar src={picture} alt="" name={name} color="initials" radius={square ? 'md' : 'xl'} size={40} />;
}
