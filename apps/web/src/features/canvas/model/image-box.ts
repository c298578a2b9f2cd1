import { CANVAS_IMAGE_WIDTH } from '@loci/shared';

/** The file types a free image may be (the server re-encodes each to PNG or JPEG). */
export const BOARD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The caption lines under a free image's picture, in board pixels. */
export const IMAGE_CAPTION_HEIGHT = 44;

/** Whether a dropped or pasted file can go on the board as an image. */
export function isBoardImage(file: Pick<File, 'type'>): boolean {
  return (BOARD_IMAGE_TYPES as readonly string[]).includes(file.type);
}

/**
 * The box a new free image takes on the board: the usual width, a height that keeps the picture's
 * shape (a portrait sketch is not cropped), plus its caption; a very tall or wide picture is held
 * between a third and three times the width.
 */
export function imageBox(picture: { width: number; height: number }): { width: number; height: number } {
  const width = CANVAS_IMAGE_WIDTH;
  const ratio = picture.width > 0 && picture.height > 0 ? picture.height / picture.width : 0.75;
  const pictureHeight = Math.round(width * Math.min(3, Math.max(1 / 3, ratio)));
  return { width, height: pictureHeight + IMAGE_CAPTION_HEIGHT };
}
