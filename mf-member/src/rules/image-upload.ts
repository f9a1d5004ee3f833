import { LIMITS } from '@site/shared';

/** product-rules 5: uploads png or jpg under 5 MB. The server checks again by content; this only spares a useless upload. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg'];

export function checkAvatarFile(file: { type: string; size: number }): 'avatar.invalid' | 'avatar.too.large' | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'avatar.invalid';
  if (file.size >= LIMITS.avatarMaxBytes) return 'avatar.too.large';
  return null;
}

/** Scales the picture down to a 256 px square (an avatar never needs more) and returns a data URL of the same type. */
export async function squareAvatar(file: File, size = 256): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const image = await new Promise<HTMLImageElement>((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = reject;
      img.src = url;
    });
    const side = Math.min(image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    canvas
      .getContext('2d')!
      .drawImage(image, (image.naturalWidth - side) / 2, (image.naturalHeight - side) / 2, side, side, 0, 0, size, size);
    return canvas.toDataURL(file.type === 'image/png' ? 'image/png' : 'image/jpeg', 0.88);
  } finally {
    URL.revokeObjectURL(url);
  }
}
