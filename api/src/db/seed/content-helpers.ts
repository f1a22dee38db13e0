import { artworkFocus } from '@lux/artwork/landscape';
/**
 * Image URLs point at our own media server; `<key>` also names the generated artwork files. The
 * fragment names the picture's focal point (percentages across and down), for the front end to keep
 * in view when it crops; a fragment never reaches the server.
 */
export const mediaUrl = (key: string): string => {
  const [x, y] = artworkFocus(key);
  return `/media/${key}.webp#focus=${x},${y}`;
};

export type SeedBlock =
  { block_type: 'text'; text_content: string } | { block_type: 'image'; image_url: string; alt_text: string };
