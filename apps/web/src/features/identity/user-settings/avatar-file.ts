import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@veloport/domain';

export type AvatarFileProblem = 'file_type_invalid' | 'file_too_large';

const EXTENSIONS = /\.(jpe?g|png)$/i;

/** Checked before upload so the user learns at once; the server checks again. */
export function avatarFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): AvatarFileProblem | null {
  const typeOk = file.type ? (AVATAR_TYPES as readonly string[]).includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return 'file_type_invalid';
  if (file.size > AVATAR_MAX_BYTES) return 'file_too_large';
  return null;
}
