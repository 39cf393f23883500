import { AVATAR_SIZE_PX } from '@domain/account/profile';

/** The largest centred square of an image: what the avatar keeps. */
export function centerSquare(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: (width - side) / 2, sy: (height - side) / 2, side };
}

/** Centre-crops and scales an image to a square JPEG (300x300 by default) in the browser. */
export async function resizeAvatar(file: Blob, size = AVATAR_SIZE_PX): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw images (no 2D canvas).');
    // JPEG has no transparency: transparent PNG pixels become white rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size, size);
    const { sx, sy, side } = centerSquare(bitmap.width, bitmap.height);
    context.drawImage(bitmap, sx, sy, side, side, 0, 0, size, size);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))), 'image/jpeg', 0.9),
    );
  } finally {
    bitmap.close();
  }
}
