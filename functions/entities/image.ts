import type { ImageFormat, ImageVariant } from '../contract/images';
import { getItem, putNew, queryPartition, type Db, type Key } from './table';

/**
 * The author's pictures, one item each in one partition (an author keeps hundreds, not millions):
 * the alt text, the picture's size and its variants in the media bucket. Its id is the upload's,
 * so a retry of an upload already kept finds it.
 */

const IMAGES_PARTITION = 'IMAGES';

export interface ImageItem {
  id: string;
  alt: string;
  width: number;
  height: number;
  format: ImageFormat;
  /** The uploaded file's size. */
  uploadedBytes: number;
  /** What its variants take in the media bucket together. */
  storedBytes: number;
  variants: ImageVariant[];
  createdAt: string;
}

const imageKey = (id: string): Key => ({ pk: IMAGES_PARTITION, sk: `IMAGE#${id}` });

/** Records a picture once: false when its id is recorded already. */
export const putImage = (deps: Db, item: ImageItem) => putNew(deps, { ...imageKey(item.id), ...item });

export const getImage = (deps: Db, id: string) => getItem<ImageItem>(deps, imageKey(id));

/** Every picture, newest first. */
export async function listImageItems(deps: Db): Promise<ImageItem[]> {
  const items = await queryPartition<ImageItem>(deps, IMAGES_PARTITION, 'IMAGE#');
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
